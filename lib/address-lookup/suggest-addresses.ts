import "server-only";
import type { Viewer } from "@/lib/authz/viewer";
import { parseInput } from "@/lib/validation/parse-input";
import type { AddressSuggestion } from "@/lib/integrations/address-lookup/types";
import { addressSuggestionsInput, type AddressSuggestionsInput } from "./address-lookup-schema";
import { callAddressLookup } from "./call-address-lookup";
import { consumeAddressLookupAllowance } from "./consume-address-lookup-allowance";

/** US street addresses completing what the person typed (spec 002 §2: address-type search, US only). */
export async function suggestAddresses({
  viewer,
  input,
}: {
  viewer: Viewer;
  input: AddressSuggestionsInput;
}): Promise<AddressSuggestion[]> {
  const { text, sessionToken } = parseInput(addressSuggestionsInput, input);
  await consumeAddressLookupAllowance({ userId: viewer.userId });
  return callAddressLookup((lookup) => lookup.autocomplete(text, { country: "US", sessionToken }));
}
