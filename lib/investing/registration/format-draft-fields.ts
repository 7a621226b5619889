import type { RegistrationAddress } from "./registration-schemas";

/** "MM/DD/YYYY" of a stored date (UTC calendar day). */
export function formatBirthday(date: Date | null | undefined): string {
  if (!date) return "";
  const mm = String(date.getUTCMonth() + 1).padStart(2, "0");
  const dd = String(date.getUTCDate()).padStart(2, "0");
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

/** A stored clearing-firm address (002 §3 shape) as the draft's chosen address, or null when it is not one. */
export function storedAddress(value: unknown): RegistrationAddress | null {
  if (!value || typeof value !== "object") return null;
  const address = value as Partial<RegistrationAddress> & { formattedAddress?: string };
  if (!address.addressLines?.length || !address.locality || !address.administrativeArea || !address.postalCode) return null;
  const formatted =
    address.formatted_address ??
    address.formattedAddress ??
    `${address.addressLines.join(", ")}, ${address.locality}, ${address.administrativeArea} ${address.postalCode}`;
  return {
    formatted_address: formatted,
    addressLines: address.addressLines,
    locality: address.locality,
    administrativeArea: address.administrativeArea,
    regionCode: "US",
    postalCode: address.postalCode,
  };
}
