import { parseRecipientFilter } from "@/lib/integrations/outbox/parse-recipient-filter";

test.each<[string | null | undefined, string | undefined]>([
  [null, undefined],
  [undefined, undefined],
  ["", undefined],
  ["   ", undefined],
  [" ada@example.com ", "ada@example.com"],
  ["+15125550142", "+15125550142"],
  [" 15125550142", "+15125550142"],
])("%j means %j", (value, expected) => {
  expect(parseRecipientFilter(value)).toBe(expected);
});
