import "server-only";
import type { Viewer } from "@/lib/authz/viewer";
import { parseInput } from "@/lib/validation/parse-input";
import type { AddressDetails } from "@/lib/integrations/address-lookup/types";
import { addressDetailsInput, type AddressDetailsInput } from "./address-lookup-schema";
import { callAddressLookup } from "./call-address-lookup";
import { consumeAddressLookupAllowance } from "./consume-address-lookup-allowance";

/** The chosen suggestion in the clearing firm's address fields; null when it is not a full US street address. */
export async function findAddressDetails({
  viewer,
  input,
}: {
  viewer: Viewer;
  input: AddressDetailsInput;
}): Promise<AddressDetails | null> {
  const { placeId, sessionToken } = parseInput(addressDetailsInput, input);
  await consumeAddressLookupAllowance({ userId: viewer.userId });
  return callAddressLookup((lookup) => lookup.placeDetails(placeId, { sessionToken }));
}
