/**
 * Indexes the migrations create that schema.prisma cannot express, so the schema engine's diff would drop them. The
 * schema diff (diff-schema.ts) leaves their DROP INDEX out; each is named in a comment on its model.
 */
export const INDEXES_OUTSIDE_SCHEMA: readonly string[] = [
  // GIN on ("customerId" btree_gin, "searchText" gin_trgm_ops): Prisma refuses a GIN key on a plain text column
  // (prisma/prisma#13888). Migration 20261126165539_transaction_search_text.
  "Transaction_customerId_searchText_idx",
  // Staff customer search: indexes on expressions (lower-cased email and name; the phone's last four digits).
  // Migration 20261126234322_staff_customer_search_and_plan_contract.
  "User_search_text_trgm_idx",
  "User_phone_last_four_idx",
];

/** `sql` without the statements that would drop an index of INDEXES_OUTSIDE_SCHEMA (with their `-- DropIndex` line). */
export function withoutDropsOfIndexesOutsideSchema(sql: string): string {
  return INDEXES_OUTSIDE_SCHEMA.reduce(
    (script, name) => script.replace(new RegExp(`(?:-- DropIndex\\n)?DROP INDEX "${name}";\\n*`, "g"), ""),
    sql,
  );
}
