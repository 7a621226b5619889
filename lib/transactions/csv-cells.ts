// RFC 4180 CSV cells for the transaction export. Text the member or a bank wrote (merchant, description, notes,
// category names) could start a spreadsheet formula; such a cell is prefixed with a single quote so a spreadsheet
// shows it as text. Amounts are numbers we print ourselves and stay numbers (a '-' there is a sign, not a formula).

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as a spreadsheet will show it, never as a formula. */
export function neutralizeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break, with quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvCell = { text: string } | { number: string };

/** One CSV record (CRLF-terminated): text cells neutralised, number cells as they are. */
export function csvRecord(cells: CsvCell[]): string {
  return `${cells.map((cell) => ("number" in cell ? cell.number : csvField(neutralizeCell(cell.text)))).join(",")}\r\n`;
}
