/**
 * The key rules, merchant memory and recurring detection match a merchant by: lower case, without a store number or
 * processor suffix (anything from '*' or '#'), letters only, single spaces. "AMAZON MKTPL*2K4" and "Amazon Mktpl"
 * meet; "7-ELEVEN #1234" becomes "eleven". The migration that added the column backfilled it with the same SQL.
 */
export function normalizeMerchant(text: string): string {
  return text
    .toLowerCase()
    .replace(/[*#].*$/, "")
    .replace(/[^a-z]+/g, " ")
    .trim();
}
