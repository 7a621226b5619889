// Deterministic accounts, transactions and liabilities for a sandbox item: the same institution and day always give
// the same figures, and ids carry the item's suffix so two members linking the same bank never share an id.
import type { SandboxAccountTemplate, SandboxInstitution } from "./sandbox-institutions";
import type { Liabilities, LinkedAccount, LinkedTransaction } from "./types";

/** How far back the first sync reaches (the link flow asks the provider for 90 days). */
export const SANDBOX_HISTORY_DAYS = 90;

export type SandboxItem = { institution: SandboxInstitution; accountKeys: string[]; itemSuffix: string };

export function sandboxAccountId(item: Pick<SandboxItem, "itemSuffix">, template: SandboxAccountTemplate): string {
  return `${template.key}-${item.itemSuffix}`;
}

function selectedTemplates(item: SandboxItem): SandboxAccountTemplate[] {
  return item.institution.accounts.filter((template) => item.accountKeys.includes(template.key));
}

export function sandboxAccounts(item: SandboxItem): LinkedAccount[] {
  return selectedTemplates(item).map((template) => ({
    accountId: sandboxAccountId(item, template),
    name: template.name,
    officialName: template.officialName,
    mask: template.mask,
    type: template.type,
    subtype: template.subtype,
    currentBalance: template.current,
    availableBalance: template.available,
    creditLimit: template.limit,
    isoCurrencyCode: "USD",
  }));
}

export function sandboxLiabilities(item: SandboxItem): Liabilities {
  const templates = selectedTemplates(item);
  return {
    credit: templates
      .filter((template) => template.type === "credit")
      .map((template) => ({
        accountId: sandboxAccountId(item, template),
        aprPercentage: template.aprPercentage ?? null,
        lastStatementBalance: template.lastStatementBalance ?? null,
        minimumPaymentAmount: template.minimumPaymentAmount ?? null,
      })),
    loans: templates
      .filter((template) => template.subtype === "student" || template.subtype === "mortgage")
      .map((template) => ({
        accountId: sandboxAccountId(item, template),
        kind: template.subtype === "student" ? ("student" as const) : ("mortgage" as const),
        interestRatePercentage: template.interestRatePercentage ?? null,
        originationPrincipalAmount: template.originationPrincipalAmount ?? null,
      })),
  };
}

/** YYYY-MM-DD of a UTC day. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/** Every transaction of the item's accounts dated after `after` up to and including `through`, oldest first. */
export function sandboxTransactions(item: SandboxItem, { after, through }: { after: string; through: string }) {
  const transactions: LinkedTransaction[] = [];
  for (let day = addDays(after, 1); day <= through; day = addDays(day, 1)) {
    for (const template of selectedTemplates(item)) {
      dailyEntries(item.institution.institutionId, template, day).forEach((entry, index) => {
        transactions.push({
          transactionId: `tx-${item.itemSuffix}-${template.key}-${day.replaceAll("-", "")}-${index}`,
          accountId: sandboxAccountId(item, template),
          amount: entry.amount,
          date: day,
          name: entry.name,
          merchantName: entry.merchantName,
          category: entry.category,
          pending: false,
          isoCurrencyCode: "USD",
        });
      });
    }
  }
  return transactions;
}

type Entry = { amount: string; name: string; merchantName: string | null; category: string };

const everyday: [string, string, number, number][] = [
  ["Whole Foods Market", "FOOD_AND_DRINK", 24, 140],
  ["Starbucks", "FOOD_AND_DRINK", 4, 12],
  ["Shell", "TRANSPORTATION", 28, 65],
  ["Target", "GENERAL_MERCHANDISE", 12, 95],
  ["Chipotle", "FOOD_AND_DRINK", 10, 28],
  ["Uber", "TRANSPORTATION", 9, 42],
  ["Amazon", "GENERAL_MERCHANDISE", 15, 120],
  ["CVS Pharmacy", "MEDICAL", 6, 48],
  ["Netflix", "ENTERTAINMENT", 15.49, 15.49],
];

/**
 * Provider sign rule: a positive amount is money leaving the account. Paychecks and transfers in are negative; on a
 * card or a loan a payment is negative (it lowers what is owed).
 */
function dailyEntries(institutionId: string, template: SandboxAccountTemplate, day: string): Entry[] {
  const random = seededRandom(`${institutionId}/${template.key}/${day}`);
  const dayOfMonth = Number(day.slice(8, 10));
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  const entries: Entry[] = [];
  const purchase = () => {
    const [merchant, category, low, high] = everyday[Math.floor(random() * everyday.length)]!;
    entries.push({ amount: money(low + random() * (high - low)), name: merchant, merchantName: merchant, category });
  };

  switch (template.subtype) {
    case "checking":
      if (dayNumber % 14 === 0) entries.push(fixed("-2450.00", "ACME LOGISTICS PAYROLL", null, "INCOME"));
      if (dayOfMonth === 1) entries.push(fixed("1650.00", "Harbor Property Management", "Harbor Property", "RENT_AND_UTILITIES"));
      if (dayOfMonth === 8) entries.push(fixed(money(90 + random() * 60), "Austin Energy", "Austin Energy", "RENT_AND_UTILITIES"));
      if (dayOfMonth === 2) entries.push(fixed("500.00", "Transfer to savings", null, "TRANSFER_OUT"));
      if (dayOfMonth === 20) entries.push(fixed("600.00", "Credit card payment", null, "LOAN_PAYMENTS"));
      if (random() < 0.55) purchase();
      break;
    case "savings":
    case "money market":
      if (dayOfMonth === 2) entries.push(fixed("-500.00", "Transfer from checking", null, "TRANSFER_IN"));
      if (dayOfMonth === 28) entries.push(fixed(money(-(1 + random() * 4)), "Interest paid", null, "INCOME"));
      break;
    case "credit card":
      if (dayOfMonth === 20) entries.push(fixed("-600.00", "Payment - thank you", null, "LOAN_PAYMENTS"));
      if (random() < 0.7) purchase();
      if (random() < 0.25) purchase();
      break;
    case "student":
      if (dayOfMonth === 15) entries.push(fixed("-320.00", "Payment received", null, "LOAN_PAYMENTS"));
      break;
    case "mortgage":
      if (dayOfMonth === 1) entries.push(fixed("-1890.00", "Payment received", null, "LOAN_PAYMENTS"));
      break;
    // Retirement accounts: the provider reports their activity as investment transactions, not here.
  }
  return entries;
}

function fixed(amount: string, name: string, merchantName: string | null, category: string): Entry {
  return { amount, name, merchantName, category };
}

function money(value: number): string {
  return value.toFixed(2);
}

/** mulberry32 seeded with a FNV-1a hash of the text: small, fast and the same everywhere. */
function seededRandom(text: string): () => number {
  let seed = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    seed ^= text.charCodeAt(index);
    seed = Math.imul(seed, 0x01000193);
  }
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
