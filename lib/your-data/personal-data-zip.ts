import { strToU8, zipSync } from "fflate";
import { Prisma } from "@/lib/generated/prisma/client";
import { csvRecord, type CsvCell } from "@/lib/transactions/csv-cells";
import type { PersonalData, Row } from "./collect-personal-data";

const README = `Your data

data.json holds everything below in one file. The csv folder has one file per table, for a spreadsheet.
Amounts are in US dollars; times are in UTC. Passwords, security codes and keys are never included.
`;


/** Numbers stay numbers (a minus sign is not a formula); everything else is neutralised text. */
function cell(value: unknown): CsvCell {
  if (value === null || value === undefined) return { text: "" };
  if (typeof value === "number" || typeof value === "bigint") return { number: String(value) };
  if (value instanceof Date) return { text: value.toISOString() };
  if (Prisma.Decimal.isDecimal(value)) return { number: value.toString() };
  if (typeof value === "object") return { text: JSON.stringify(value) };
  return { text: String(value) };
}

function tableCsv(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [csvRecord(columns.map((text) => ({ text })))];
  for (const row of rows) lines.push(csvRecord(columns.map((column) => cell(row[column]))));
  return lines.join("");
}

/** The member's data as a zip: README.txt, data.json, and csv/<Table>.csv for each table with rows. */
export function personalDataZip(data: PersonalData, exportedAt: Date): Uint8Array {
  const json = JSON.stringify({ exportedAt: exportedAt.toISOString(), tables: data }, (_key, value: unknown) =>
    typeof value === "bigint" ? value.toString() : value,
  );
  const files: Record<string, Uint8Array> = { "README.txt": strToU8(README), "data.json": strToU8(json) };
  for (const [table, rows] of Object.entries(data)) {
    if (rows.length) files[`csv/${table}.csv`] = strToU8(tableCsv(rows));
  }
  return zipSync(files, { level: 6 });
}
