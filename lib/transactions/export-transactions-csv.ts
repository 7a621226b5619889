import { parseInput } from "@/lib/validation/parse-input";

import { csvRecord, type CsvCell } from "./csv-cells";
import { resolveTransactionFilter } from "./resolve-transaction-filter";
import { transactionFilterSchema } from "./transaction-filter";
import { transactionAccount, type TransactionRecord } from "./transaction-records";
import { readTransactionRecords, type TransactionKeyset } from "./transaction-records-sql";

const BATCH = 1000;

/**
 * The export's sign rule is the reader's, not the bank's: money out is negative, money in positive (the stored
 * amount negated). A split transaction is written as its parts, one row each, with the transaction's id in 'Split
 * parent', so the amounts still add up to the account's.
 */
export const CSV_HEADER = [
  "Date",
  "Status",
  "Account",
  "Merchant",
  "Description",
  "Category",
  "Parent category",
  "Amount (money out is negative)",
  "Notes",
  "Split parent",
];

const text = (value: string | null | undefined): CsvCell => ({ text: value ?? "" });

function rowsOf(record: TransactionRecord): string[] {
  const account = transactionAccount(record);
  const common: CsvCell[] = [
    text(record.date.toISOString().slice(0, 10)),
    text(record.pending ? "Pending" : "Posted"),
    text(account ? (account.mask ? `${account.name} ·${account.mask}` : account.name) : ""),
    text(record.merchantName),
    text(record.name),
  ];
  if (record.splits.length === 0) {
    const category = record.budgetCategory;
    return [
      csvRecord([
        ...common,
        text(category?.name ?? "Uncategorized"),
        text(category?.parent?.name),
        { number: record.amount.negated().toFixed(2) },
        text(record.notes),
        text(""),
      ]),
    ];
  }
  return record.splits.map((split) =>
    csvRecord([
      ...common,
      text(split.budgetCategory.name),
      text(split.budgetCategory.parent?.name),
      { number: split.amount.negated().toFixed(2) },
      text(split.notes ?? record.notes),
      text(record.id),
    ]),
  );
}

/**
 * The member's transactions matching the filter as CSV text, newest first, read in keyset batches so the whole
 * history never sits in memory. The first chunk is the header.
 */
export async function* exportTransactionsCsv({ userId, filter }: { userId: string; filter: unknown }): AsyncGenerator<string> {
  const parsed = parseInput(transactionFilterSchema, filter ?? {});
  yield csvRecord(CSV_HEADER.map((name) => ({ text: name })));
  const scope = await resolveTransactionFilter(userId, parsed);
  if (!scope) return;
  let after: TransactionKeyset | null = null;
  for (;;) {
    const batch = await readTransactionRecords({ where: scope.where, after, limit: BATCH });
    if (batch.length > 0) yield batch.flatMap(rowsOf).join("");
    if (batch.length < BATCH) return;
    const last = batch.at(-1)!;
    after = { day: last.date.toISOString().slice(0, 10), id: last.id };
  }
}
