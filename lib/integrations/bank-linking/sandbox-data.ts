// Deterministic accounts, transactions and liabilities for a sandbox item: the same institution and day always give
// the same figures, and ids carry the item's suffix so two members linking the same bank never share an id.
import type { SandboxAccountTemplate, SandboxInstitution } from "./sandbox-institutions";
import type { Liabilities, LinkedAccount, LinkedTransaction } from "./types";

/** How far back the first sync reaches (the link flow asks the provider for 90 days). */
export const SANDBOX_HISTORY_DAYS = 90;

/** How far behind today the dynamic user's bank starts (until a refresh brings it up to date). */
export const SANDBOX_DYNAMIC_DAYS_BEHIND = 2;

/**
 * `dynamicLinkDay`: the dynamic user's item (linked that day). Its usual activity stops a week before the link day
 * (so nothing else is pending or arriving then), and its first checking account (else its first card) gets two
 * purchases a refresh reveals: one pending on the day the bank starts at, which posts the next day, and one made on
 * the link day. What a refresh changes is exactly those two.
 */
export type SandboxItem = { institution: SandboxInstitution; accountKeys: string[]; itemSuffix: string; dynamicLinkDay?: string };

export const SANDBOX_DYNAMIC_PURCHASES = {
  posting: { name: "Whole Foods Market", amount: "54.37", detailed: "FOOD_AND_DRINK_GROCERIES" },
  new: { name: "Target", amount: "38.20", detailed: "GENERAL_MERCHANDISE_SUPERSTORES" },
} as const;

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

/**
 * The item's transactions as the provider would show them on day `asOf`, for purchases made after `after` (the start
 * of the item's history): what has posted, what is still pending, nothing of what was cancelled. Purchases move
 * through their life by the day: some start pending and post 1 to 5 days later under a new id that names the pending
 * one (a restaurant's with the tip added), a few are cancelled holds that disappear, and a few posted ones get their
 * merchant cleaned up the day after. Keyed by transaction id, oldest first.
 */
export function sandboxTransactionsAsOf(item: SandboxItem, { after, asOf }: { after: string; asOf: string }) {
  const transactions: LinkedTransaction[] = [];
  for (let day = addDays(after, 1); day <= asOf; day = addDays(day, 1)) {
    for (const template of selectedTemplates(item)) {
      const ordinary = isQuietDay(item, day) ? [] : dailyEntries(item.institution.institutionId, template, day);
      const entries = [...ordinary, ...dynamicEntries(item, template, day)];
      entries.forEach((entry, index) => {
        const transactionId = `tx-${item.itemSuffix}-${template.key}-${day.replaceAll("-", "")}-${index}`;
        const base: LinkedTransaction = {
          transactionId,
          accountId: sandboxAccountId(item, template),
          amount: entry.amount,
          date: day,
          name: entry.name,
          merchantName: entry.merchantName,
          category: entry.category,
          detailedCategory: entry.detailed,
          categoryConfidence: entry.confidence,
          pending: false,
          pendingTransactionId: null,
          isoCurrencyCode: "USD",
        };
        const life = entry.life;
        if (life.kind === "posted") {
          transactions.push(enriched(base, entry, day, asOf));
          return;
        }
        const settles = addDays(day, life.days);
        const pendingId = `${transactionId}-pending`;
        if (settles > asOf) {
          transactions.push({ ...base, transactionId: pendingId, pending: true });
        } else if (life.kind === "pending") {
          const posted = { ...base, date: settles, amount: life.postedAmount, pendingTransactionId: pendingId };
          transactions.push(enriched(posted, entry, settles, asOf));
        }
      });
    }
  }
  return transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** A posted transaction whose merchant the provider recognised the day after: a `modified` in the next sync. */
function enriched(transaction: LinkedTransaction, entry: Entry, postedOn: string, asOf: string): LinkedTransaction {
  if (!entry.enrich || addDays(postedOn, 1) > asOf) return transaction;
  return { ...transaction, ...entry.enrich };
}

/** A purchase waits pending for at most this many days. */
const MAX_PENDING_DAYS = 5;

type Life =
  | { kind: "posted" }
  | { kind: "pending"; days: number; postedAmount: string }
  | { kind: "cancelled"; days: number };

type Entry = {
  amount: string;
  name: string;
  merchantName: string | null;
  category: string;
  detailed: string;
  confidence: string;
  life: Life;
  enrich?: Pick<LinkedTransaction, "name" | "merchantName" | "categoryConfidence">;
};

type Merchant = {
  name: string;
  merchantName: string | null;
  detailed: string;
  low: number;
  high: number;
  confidence?: string;
  /** A restaurant: the posted charge adds a tip to the authorised amount. */
  tip?: boolean;
  enrich?: Entry["enrich"];
};

const everyday: Merchant[] = [
  { name: "Whole Foods Market", merchantName: "Whole Foods Market", detailed: "FOOD_AND_DRINK_GROCERIES", low: 24, high: 140 },
  { name: "Starbucks", merchantName: "Starbucks", detailed: "FOOD_AND_DRINK_COFFEE", low: 4, high: 12 },
  { name: "Shell", merchantName: "Shell", detailed: "TRANSPORTATION_GAS", low: 28, high: 65 },
  { name: "Target", merchantName: "Target", detailed: "GENERAL_MERCHANDISE_SUPERSTORES", low: 12, high: 95 },
  { name: "Chipotle", merchantName: "Chipotle", detailed: "FOOD_AND_DRINK_FAST_FOOD", low: 10, high: 28 },
  { name: "Uber", merchantName: "Uber", detailed: "TRANSPORTATION_TAXIS_AND_RIDE_SHARES", low: 9, high: 42 },
  {
    name: "AMZN Mktp US*2K4",
    merchantName: null,
    detailed: "GENERAL_MERCHANDISE_ONLINE_MARKETPLACES",
    low: 15,
    high: 120,
    confidence: "LOW",
    enrich: { name: "Amazon", merchantName: "Amazon", categoryConfidence: "HIGH" },
  },
  { name: "CVS Pharmacy", merchantName: "CVS Pharmacy", detailed: "MEDICAL_PHARMACIES_AND_SUPPLEMENTS", low: 6, high: 48 },
  { name: "Netflix", merchantName: "Netflix", detailed: "ENTERTAINMENT_TV_AND_MOVIES", low: 15.49, high: 15.49 },
  { name: "The Local Bistro", merchantName: "The Local Bistro", detailed: "FOOD_AND_DRINK_RESTAURANT", low: 22, high: 85, tip: true },
  { name: "Olive Garden", merchantName: "Olive Garden", detailed: "FOOD_AND_DRINK_RESTAURANT", low: 30, high: 95, tip: true },
  { name: "SQ *CORNER CAFE", merchantName: null, detailed: "FOOD_AND_DRINK_COFFEE", low: 3, high: 9, confidence: "LOW" },
];

/** The provider's primary code is the detailed one's start (FOOD_AND_DRINK_GROCERIES -> FOOD_AND_DRINK). */
const PRIMARY_CODES = [
  "FOOD_AND_DRINK",
  "TRANSPORTATION",
  "GENERAL_MERCHANDISE",
  "MEDICAL",
  "ENTERTAINMENT",
  "RENT_AND_UTILITIES",
  "TRANSFER_OUT",
  "TRANSFER_IN",
  "LOAN_PAYMENTS",
  "INCOME",
];

function primaryOf(detailed: string): string {
  return PRIMARY_CODES.find((code) => detailed.startsWith(`${code}_`)) ?? detailed;
}

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
    const merchant = everyday[Math.floor(random() * everyday.length)]!;
    const amount = merchant.low + random() * (merchant.high - merchant.low);
    // Card and debit purchases: about a third wait pending for 1-5 days, a few are holds that are released.
    const lifeRoll = random();
    const days = 1 + Math.floor(random() * MAX_PENDING_DAYS);
    const tip = merchant.tip ? 1.15 + random() * 0.07 : 1;
    const life: Life =
      lifeRoll < 0.04
        ? { kind: "cancelled", days }
        : lifeRoll < 0.4
          ? { kind: "pending", days, postedAmount: money(amount * tip) }
          : { kind: "posted" };
    entries.push({
      amount: money(amount),
      name: merchant.name,
      merchantName: merchant.merchantName,
      category: primaryOf(merchant.detailed),
      detailed: merchant.detailed,
      confidence: merchant.confidence ?? (random() < 0.5 ? "VERY_HIGH" : "HIGH"),
      life,
      enrich: merchant.enrich,
    });
  };

  switch (template.subtype) {
    case "checking":
      if (dayNumber % 14 === 0) entries.push(fixed("-2450.00", "ACME LOGISTICS PAYROLL", null, "INCOME_WAGES"));
      if (dayOfMonth === 1) entries.push(fixed("1650.00", "Harbor Property Management", "Harbor Property", "RENT_AND_UTILITIES_RENT"));
      if (dayOfMonth === 8) {
        entries.push(fixed(money(90 + random() * 60), "Austin Energy", "Austin Energy", "RENT_AND_UTILITIES_GAS_AND_ELECTRICITY"));
      }
      if (dayOfMonth === 2) entries.push(fixed("500.00", "Transfer to savings", null, "TRANSFER_OUT_SAVINGS"));
      if (dayOfMonth === 20) entries.push(fixed("600.00", "Credit card payment", null, "LOAN_PAYMENTS_CREDIT_CARD_PAYMENT"));
      if (random() < 0.55) purchase();
      break;
    case "savings":
    case "money market":
      if (dayOfMonth === 2) entries.push(fixed("-500.00", "Transfer from checking", null, "TRANSFER_IN_SAVINGS"));
      if (dayOfMonth === 28) entries.push(fixed(money(-(1 + random() * 4)), "Interest paid", null, "INCOME_INTEREST_EARNED"));
      break;
    case "credit card":
      if (dayOfMonth === 20) entries.push(fixed("-600.00", "Payment - thank you", null, "LOAN_PAYMENTS_CREDIT_CARD_PAYMENT"));
      if (random() < 0.7) purchase();
      if (random() < 0.25) purchase();
      break;
    case "student":
      if (dayOfMonth === 15) entries.push(fixed("-320.00", "Payment received", null, "LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT"));
      break;
    case "mortgage":
      if (dayOfMonth === 1) entries.push(fixed("-1890.00", "Payment received", null, "LOAN_PAYMENTS_MORTGAGE_PAYMENT"));
      break;
    // Retirement accounts: the provider reports their activity as investment transactions, not here.
  }
  return entries;
}

/** The dynamic user's quiet week: no ordinary activity late enough to still be pending, or to arrive, at the link. */
function isQuietDay(item: SandboxItem, day: string): boolean {
  return item.dynamicLinkDay !== undefined && day > addDays(item.dynamicLinkDay, -(SANDBOX_DYNAMIC_DAYS_BEHIND + MAX_PENDING_DAYS));
}

function dynamicEntries(item: SandboxItem, template: SandboxAccountTemplate, day: string): Entry[] {
  if (!item.dynamicLinkDay) return [];
  const templates = selectedTemplates(item);
  const target = templates.find((each) => each.subtype === "checking") ?? templates.find((each) => each.type === "credit");
  if (target !== template) return [];
  const entry = (purchase: (typeof SANDBOX_DYNAMIC_PURCHASES)[keyof typeof SANDBOX_DYNAMIC_PURCHASES], life: Life): Entry => ({
    ...fixed(purchase.amount, purchase.name, purchase.name, purchase.detailed),
    life,
  });
  if (day === addDays(item.dynamicLinkDay, -SANDBOX_DYNAMIC_DAYS_BEHIND)) {
    const { posting } = SANDBOX_DYNAMIC_PURCHASES;
    return [entry(posting, { kind: "pending", days: 1, postedAmount: posting.amount })];
  }
  if (day === item.dynamicLinkDay) return [entry(SANDBOX_DYNAMIC_PURCHASES.new, { kind: "posted" })];
  return [];
}

function fixed(amount: string, name: string, merchantName: string | null, detailed: string): Entry {
  return { amount, name, merchantName, category: primaryOf(detailed), detailed, confidence: "VERY_HIGH", life: { kind: "posted" } };
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
