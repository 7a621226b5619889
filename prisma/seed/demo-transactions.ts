import type { Prisma } from "@/lib/generated/prisma/client";
import { normalizeMerchant } from "@/lib/transactions/normalize-merchant";

import { addDays, firstOfMonth, todayUtc, utcDate } from "./dates";

/** Where a demo transaction happened. */
export type DemoAccount = "checking" | "savings" | "card";

export interface DemoTransaction {
  on: DemoAccount;
  date: Date;
  name: string;
  merchantName: string | null;
  /** Provider sign: positive is money out. */
  amount: string;
  category: string | null;
  detailed: string | null;
  confidence: string;
  pending: boolean;
}

/**
 * About four months of a household's money (this month and the three before, never after today), as the bank-linking
 * provider would send it: its categories and confidence, merchants, pending rows in the last two days. Paychecks every
 * other Friday, rent and bills on their days, subscriptions (one with a price rise), a savings transfer and a card
 * payment (both sides, to be paired), everyday spending with varied amounts, a few rows the provider is unsure of.
 * Deterministic for a given `now`.
 */
export function demoTransactions(now = new Date()): DemoTransaction[] {
  const today = todayUtc(now);
  const start = firstOfMonth(-3, now);
  const random = mulberry32(20_261_126);
  const between = (low: number, high: number) => (low + random() * (high - low)).toFixed(2);
  const rows: DemoTransaction[] = [];
  const add = (
    on: DemoAccount,
    date: Date,
    merchant: string,
    amount: string,
    detailed: string | null,
    options: { name?: string; confidence?: string; merchantName?: string | null } = {},
  ) => {
    if (date < start || date > today) return;
    rows.push({
      on,
      date,
      name: options.name ?? merchant.toUpperCase(),
      merchantName: options.merchantName === undefined ? merchant : options.merchantName,
      amount,
      category: detailed ? primaryOf(detailed) : null,
      detailed,
      confidence: options.confidence ?? "VERY_HIGH",
      pending: on === "card" && today.getTime() - date.getTime() < 2 * 86_400_000,
    });
  };

  for (let month = -3; month <= 0; month += 1) {
    const first = firstOfMonth(month, now);
    const on = (day: number) => utcDate(first.getUTCFullYear(), first.getUTCMonth(), day);
    add("checking", on(1), "Oak Street Apartments", "1650.00", "RENT_AND_UTILITIES_RENT", { name: "OAK STREET APTS RENT ACH" });
    add("checking", on(3), "Austin Energy", between(78, 124), "RENT_AND_UTILITIES_GAS_AND_ELECTRICITY");
    add("card", on(5), "Gold's Gym", "39.99", "PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS");
    add("checking", on(6), "Transfer to High-Yield Savings", "400.00", "TRANSFER_OUT_SAVINGS", { merchantName: null, name: "ONLINE TRANSFER TO SAV 4821" });
    add("savings", on(6), "Transfer from Everyday Checking", "-400.00", "TRANSFER_IN_SAVINGS", { merchantName: null, name: "ONLINE TRANSFER FROM CHK 1193" });
    add("card", on(8), "Netflix", month === 0 ? "17.99" : "15.49", "ENTERTAINMENT_TV_AND_MOVIES", { name: "NETFLIX.COM" });
    add("checking", on(8), "Spectrum", "79.99", "RENT_AND_UTILITIES_INTERNET_AND_CABLE");
    add("checking", on(10), "State Farm", "142.50", "GENERAL_SERVICES_INSURANCE", { name: "STATE FARM RO 27 SFPP" });
    add("checking", on(12), "City of Austin Water", between(52, 71), "RENT_AND_UTILITIES_WATER");
    add("checking", on(15), "Lakeside Credit Union", "412.37", "LOAN_PAYMENTS_CAR_PAYMENT", { name: "LAKESIDE CU AUTO PMT" });
    add("checking", on(18), "T-Mobile", "95.00", "RENT_AND_UTILITIES_TELEPHONE");
    add("checking", on(20), "Dept of Education", "210.00", "LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT", { name: "DEPT EDUCATION STUDENT LN" });
    add("card", on(22), "Spotify", "11.99", "ENTERTAINMENT_MUSIC_AND_AUDIO");
    add("checking", on(25), "Visa Signature payment", "650.00", "LOAN_PAYMENTS_CREDIT_CARD_PAYMENT", { merchantName: null, name: "VISA SIGNATURE AUTOPAY" });
    add("card", on(25), "Payment, thank you", "-650.00", "TRANSFER_IN_ACCOUNT_TRANSFER", { merchantName: null, name: "PAYMENT - THANK YOU" });
    add("checking", on(9 + Math.floor(random() * 12)), "Dribbble", `-${between(350, 900)}`, "INCOME_OTHER_INCOME", { name: "DRIBBBLE PAYOUT" });
  }

  // Paychecks every other Friday, anchored on a Friday before the window.
  const anchor = utcDate(2026, 0, 2);
  const weeks = Math.floor((start.getTime() - anchor.getTime()) / (14 * 86_400_000));
  for (let payday = addDays(anchor, weeks * 14); payday <= today; payday = addDays(payday, 14)) {
    add("checking", payday, "Acme Logistics", "-2275.00", "INCOME_WAGES", { name: "ACME LOGISTICS PAYROLL PPD" });
  }

  const everyday: Array<{ merchant: string; detailed: string | null; low: number; high: number; every: [number, number]; on?: DemoAccount; confidence?: string }> = [
    { merchant: "H-E-B", detailed: "FOOD_AND_DRINK_GROCERIES", low: 58, high: 168, every: [3, 6] },
    { merchant: "Costco", detailed: "GENERAL_MERCHANDISE_SUPERSTORES", low: 118, high: 262, every: [12, 17] },
    { merchant: "Torchy's Tacos", detailed: "FOOD_AND_DRINK_RESTAURANT", low: 18, high: 42, every: [6, 11] },
    { merchant: "Uchi", detailed: "FOOD_AND_DRINK_RESTAURANT", low: 68, high: 140, every: [20, 34] },
    { merchant: "Starbucks", detailed: "FOOD_AND_DRINK_COFFEE", low: 4.75, high: 8.4, every: [2, 5] },
    { merchant: "Shell", detailed: "TRANSPORTATION_GAS", low: 36, high: 61, every: [7, 11] },
    { merchant: "Uber", detailed: "TRANSPORTATION_TAXIS_AND_RIDE_SHARES", low: 11, high: 34, every: [9, 18] },
    { merchant: "Amazon", detailed: "GENERAL_MERCHANDISE_ONLINE_MARKETPLACES", low: 14, high: 96, every: [5, 9], confidence: "LOW" },
    { merchant: "Target", detailed: "GENERAL_MERCHANDISE_SUPERSTORES", low: 22, high: 88, every: [10, 16] },
    { merchant: "CVS Pharmacy", detailed: "MEDICAL_PHARMACIES_AND_SUPPLEMENTS", low: 9, high: 46, every: [15, 26] },
    { merchant: "Farmers Market", detailed: null, low: 12, high: 38, every: [13, 20], confidence: "LOW" },
  ];
  for (const { merchant, detailed, low, high, every, on = "card", confidence } of everyday) {
    for (let date = addDays(start, Math.floor(random() * every[0])); date <= today; date = addDays(date, every[0] + Math.floor(random() * (every[1] - every[0] + 1)))) {
      const name = merchant === "Farmers Market" ? "SQ *AUSTIN FARMERS MKT" : `${merchant.toUpperCase()} #${100 + Math.floor(random() * 900)}`;
      add(on, date, merchant, between(low, high), detailed, { name, confidence, merchantName: merchant === "Farmers Market" ? null : merchant });
    }
  }
  add("card", addDays(today, -9), "Target", "-22.99", "GENERAL_MERCHANDISE_SUPERSTORES", { name: "TARGET REFUND" });

  return rows.sort((a, b) => a.date.getTime() - b.date.getTime() || a.name.localeCompare(b.name));
}

/** The rows ready for createMany, on the member's accounts. */
export function demoTransactionRows(
  transactions: readonly DemoTransaction[],
  { customerId, accounts }: { customerId: string; accounts: Record<DemoAccount, { assetId?: string; creditCardId?: string }> },
): Prisma.TransactionCreateManyInput[] {
  return transactions.map((row) => ({
    customerId,
    ...accounts[row.on],
    amount: row.amount,
    date: row.date,
    name: row.name,
    merchantName: row.merchantName,
    merchantKey: normalizeMerchant(row.merchantName ?? row.name),
    category: row.category,
    providerDetailedCategory: row.detailed,
    providerCategoryConfidence: row.confidence,
    pending: row.pending,
  }));
}

const PRIMARY_CODES = [
  "INCOME", "TRANSFER_IN", "TRANSFER_OUT", "LOAN_PAYMENTS", "BANK_FEES", "ENTERTAINMENT", "FOOD_AND_DRINK",
  "GENERAL_MERCHANDISE", "HOME_IMPROVEMENT", "MEDICAL", "PERSONAL_CARE", "GENERAL_SERVICES", "GOVERNMENT_AND_NON_PROFIT",
  "TRANSPORTATION", "TRAVEL", "RENT_AND_UTILITIES",
];

function primaryOf(detailed: string): string {
  return PRIMARY_CODES.find((code) => detailed.startsWith(`${code}_`)) ?? detailed;
}

/** A small seeded generator: the same demo every time for the same day. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
