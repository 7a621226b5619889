import { dailyBalancesOf, replayLedger, type StoredFill, type StoredTransfer } from "./sandbox-ledger";
import { dateOfDayNumber, dayNumber, utcDayNumber } from "./sandbox-market";
import type { StoredAccount } from "./sandbox-review";
import type { AccountDocument, CalendarDate } from "./types";

// The documents a clearing firm produces, made by the sandbox from the ledger: a statement for each month that
// ended with money in the account, a trade confirmation for each day with fills, and the year's tax form (1099 for a
// brokerage account with dividends, 5498 for an IRA with contributions). Each downloads as a one-page PDF.

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const IRA_TYPES = new Set(["TRADITIONAL_IRA", "ROTH_IRA", "ROLLOVER_IRA"]);

const pad = (value: number) => String(value).padStart(2, "0");
const isoOf = (date: CalendarDate) => `${date.year}-${pad(date.month)}-${pad(date.day)}`;
const lastDayOfMonth = (year: number, month: number) => dayNumber(month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 }) - 1;

type Planned = AccountDocument & { lines: () => string[] };

function plannedDocuments(account: StoredAccount, transfers: StoredTransfer[], fills: StoredFill[], today: number): Planned[] {
  const { activities } = replayLedger(transfers, fills, today);
  if (activities.length === 0) return [];
  const firstDay = Math.min(...activities.map((activity) => dayNumber(activity.date)));
  const header = [`Account ${account.accountNumber}`, account.title];
  const documents: Planned[] = [];
  const first = dateOfDayNumber(firstDay);
  for (let year = first.year, month = first.month; lastDayOfMonth(year, month) < today; month === 12 ? ((year += 1), (month = 1)) : (month += 1)) {
    const end = lastDayOfMonth(year, month);
    const start = dayNumber({ year, month, day: 1 });
    const { y, m } = { y: year, m: month };
    documents.push({
      documentId: `statement-${y}-${pad(m)}`,
      kind: "STATEMENT",
      name: `Statement, ${MONTHS[m - 1]} ${y}`,
      date: dateOfDayNumber(end),
      lines: () => {
        const balances = dailyBalancesOf(transfers, fills, start - 1, end);
        const opening = balances.find((balance) => dayNumber(balance.date) === start - 1)?.equity ?? "0.00";
        const closing = balances.at(-1)?.equity ?? "0.00";
        const inMonth = activities.filter((activity) => dayNumber(activity.date) >= start && dayNumber(activity.date) <= end);
        return [
          `Statement for ${MONTHS[m - 1]} ${y}`,
          ...header,
          `Opening value: $${opening}`,
          `Closing value: $${closing}`,
          "Activity:",
          ...(inMonth.length ? inMonth.map((activity) => `${isoOf(activity.date)}  ${activity.description}  $${activity.amount}`) : ["No activity."]),
        ];
      },
    });
  }
  const fillDays = [...new Set(fills.map((fill) => utcDayNumber(new Date(fill.fillTime))))].sort((a, b) => a - b);
  for (const day of fillDays) {
    const date = dateOfDayNumber(day);
    documents.push({
      documentId: `confirmation-${isoOf(date)}`,
      kind: "TRADE_CONFIRMATION",
      name: `Trade confirmation, ${MONTHS[date.month - 1]} ${date.day}, ${date.year}`,
      date,
      lines: () => [
        `Trade confirmation for ${isoOf(date)}`,
        ...header,
        ...activities
          .filter((activity) => (activity.type === "BUY" || activity.type === "SELL") && dayNumber(activity.date) === day)
          .map((activity) => `${activity.type} ${activity.quantity} ${activity.symbol} at $${activity.price}  $${activity.amount}`),
      ],
    });
  }
  const isIra = IRA_TYPES.has(account.accountType);
  for (let year = first.year; dayNumber({ year, month: 12, day: 31 }) < today; year += 1) {
    const inYear = activities.filter((activity) => activity.date.year === year && activity.type === (isIra ? "DEPOSIT" : "DIVIDEND"));
    if (inYear.length === 0) continue;
    const totalCents = inYear.reduce((sum, activity) => sum + Math.round(Number(activity.amount) * 100), 0);
    const form = isIra ? "5498" : "1099";
    documents.push({
      documentId: `${form}-${year}`,
      kind: "TAX_FORM",
      name: `Form ${form}, ${year}`,
      date: { year: year + 1, month: isIra ? 5 : 2, day: isIra ? 31 : 15 },
      lines: () => [`Form ${form} for tax year ${year}`, ...header, `${isIra ? "Contributions" : "Dividends"}: $${(totalCents / 100).toFixed(2)}`],
    });
  }
  return documents.filter((document) => dayNumber(document.date) <= today);
}

export function accountDocumentsOf(account: StoredAccount, transfers: StoredTransfer[], fills: StoredFill[], today: number): AccountDocument[] {
  return plannedDocuments(account, transfers, fills, today)
    .map(({ documentId, kind, name, date }) => ({ documentId, kind, name, date }))
    .sort((a, b) => dayNumber(b.date) - dayNumber(a.date) || a.documentId.localeCompare(b.documentId));
}

export function accountDocumentPdf(
  account: StoredAccount,
  transfers: StoredTransfer[],
  fills: StoredFill[],
  today: number,
  documentId: string,
): Uint8Array | null {
  const planned = plannedDocuments(account, transfers, fills, today).find((document) => document.documentId === documentId);
  return planned ? onePagePdf(planned.lines()) : null;
}

/** A valid one-page PDF of plain text lines (Helvetica, Letter size). */
export function onePagePdf(lines: string[]): Uint8Array {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, "?").replace(/([\\()])/g, "\\$1");
  const shown = lines.slice(0, 60);
  const stream = `BT /F1 11 Tf 14 TL 56 740 Td ${shown.map((line) => `(${escape(line)}) Tj T*`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
