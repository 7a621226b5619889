import { builder } from "@/lib/graphql/builder";

// The clearing firm's address (002 §3): regionCode, postalCode, administrativeArea, locality, addressLines, and the
// formatted text where a chosen address carries it.

export type ApexAddressShape = {
  formatted_address?: string | null;
  addressLines: string[];
  locality: string;
  administrativeArea: string;
  regionCode: string;
  postalCode: string;
};

export const ApexAddress = builder.objectRef<ApexAddressShape>("ApexAddress").implement({
  fields: (t) => ({
    formatted_address: t.string({ nullable: true, resolve: (address) => address.formatted_address ?? null }),
    addressLines: t.exposeStringList("addressLines"),
    locality: t.exposeString("locality"),
    administrativeArea: t.exposeString("administrativeArea", { description: "Two-letter state code." }),
    regionCode: t.exposeString("regionCode", { description: "Always US." }),
    postalCode: t.exposeString("postalCode"),
  }),
});

export const ApexAddressInput = builder.inputType("ApexAddressInput", {
  description: "A US address. formatted_address is the chosen address's text, where the form has one.",
  fields: (t) => ({
    formatted_address: t.string({ required: false }),
    addressLines: t.stringList({ required: true }),
    locality: t.string({ required: true }),
    administrativeArea: t.string({ required: true }),
    regionCode: t.string({ required: true }),
    postalCode: t.string({ required: true }),
  }),
});

/** A stored JSON address as the API's address, or null when it is not one. */
export function toApexAddress(value: unknown): ApexAddressShape | null {
  if (!value || typeof value !== "object") return null;
  const address = value as Partial<ApexAddressShape>;
  if (!Array.isArray(address.addressLines) || typeof address.locality !== "string") return null;
  return {
    formatted_address: address.formatted_address ?? null,
    addressLines: address.addressLines,
    locality: address.locality,
    administrativeArea: address.administrativeArea ?? "",
    regionCode: address.regionCode ?? "US",
    postalCode: address.postalCode ?? "",
  };
}
