import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The member's transactions among `ids`, as a FROM item (alias it): the ids drive the query and each row is read
 * through its key. Written so on purpose (a lateral lookup with OFFSET 0, which the planner cannot flatten): right after
 * a big sync the table's statistics are stale, and a planner that believes the member has 100 rows would otherwise
 * compare every one of their 50,000 rows with every id. The owner is checked outside the lookup, so the only index
 * the lookup can use is the primary key. Another member's ids find nothing.
 */
export function transactionsByIdSql({ ids, customerId }: { ids: readonly string[]; customerId: string }): Prisma.Sql {
  return Prisma.sql`(
    SELECT found.* FROM (SELECT DISTINCT json_array_elements_text(${JSON.stringify(ids)}::json) AS id) batch
    CROSS JOIN LATERAL (
      SELECT * FROM "Transaction" x WHERE x.id = batch.id OFFSET 0
    ) found
    WHERE found."customerId" = ${customerId}
  )`;
}
