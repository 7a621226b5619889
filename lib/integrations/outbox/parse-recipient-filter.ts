/**
 * The `?to=` of the outbox endpoints. A query string decodes "+" as a space, so `?to=+15125550142` typed by hand
 * arrives as " 15125550142": put the plus back.
 */
export function parseRecipientFilter(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const recipient = value.replace(/^ (?=\d+$)/, "+").trim();
  return recipient === "" ? undefined : recipient;
}
