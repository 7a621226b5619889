import { z } from "zod";

/** Longer than any US street address; caps what a caller can make us send to the provider. */
export const ADDRESS_LOOKUP_MAX_LENGTH = 200;

const sessionToken = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, "Invalid session token.")
  .optional();

export const addressSuggestionsInput = z.object({
  text: z
    .string()
    .max(ADDRESS_LOOKUP_MAX_LENGTH, `Please enter at most ${ADDRESS_LOOKUP_MAX_LENGTH} characters.`)
    .trim()
    .min(1, "Please enter an address."),
  sessionToken,
});

export const addressDetailsInput = z.object({
  placeId: z.string().min(1, "Please choose an address.").max(ADDRESS_LOOKUP_MAX_LENGTH, "Unknown address."),
  sessionToken,
});

export type AddressSuggestionsInput = z.input<typeof addressSuggestionsInput>;
export type AddressDetailsInput = z.input<typeof addressDetailsInput>;
