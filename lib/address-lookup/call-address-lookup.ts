import "server-only";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getAddressLookup } from "@/lib/integrations/address-lookup/get-address-lookup";
import { AddressLookupError, type AddressLookup } from "@/lib/integrations/address-lookup/types";
import { logger } from "@/lib/log/logger";

export const ADDRESS_LOOKUP_UNAVAILABLE_MESSAGE = "Address search is unavailable right now. Please try again in a moment.";

/** Runs one provider call; its failure (quota, refused key, timeout) becomes UNAVAILABLE, logged by status only. */
export async function callAddressLookup<T>(call: (lookup: AddressLookup) => Promise<T>): Promise<T> {
  try {
    return await call(getAddressLookup());
  } catch (error) {
    if (!(error instanceof AddressLookupError)) throw error;
    logger.warn({ status: error.status }, "address lookup failed");
    throw new AppError(AppErrorCode.UNAVAILABLE, ADDRESS_LOOKUP_UNAVAILABLE_MESSAGE, { cause: error });
  }
}
