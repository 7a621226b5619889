import type { CalendarDate } from "./types";

// The sandbox's market: the funds the model portfolios hold, with prices that move deterministically (the same symbol
// and day always give the same close), so charts, tests and screenshots are stable. Amounts are kept as integers:
// cents for money, millionths for share quantities and ten-thousandths of a dollar for prices.

type Security = { name: string; price2020: number; yearlyDrift: number; swing: number; yearlyDividendYield: number };

/** Broad index funds and ETFs; prices start near their real 2020 levels and drift at a plausible yearly rate. */
export const SANDBOX_SECURITIES: Readonly<Record<string, Security>> = {
  VTI: { name: "Vanguard Total Stock Market ETF", price2020: 165, yearlyDrift: 0.1, swing: 0.06, yearlyDividendYield: 0.014 },
  VOO: { name: "Vanguard S&P 500 ETF", price2020: 295, yearlyDrift: 0.105, swing: 0.055, yearlyDividendYield: 0.013 },
  ITOT: { name: "iShares Core S&P Total U.S. Stock Market ETF", price2020: 72, yearlyDrift: 0.1, swing: 0.06, yearlyDividendYield: 0.014 },
  SCHB: { name: "Schwab U.S. Broad Market ETF", price2020: 25, yearlyDrift: 0.1, swing: 0.06, yearlyDividendYield: 0.013 },
  VXUS: { name: "Vanguard Total International Stock ETF", price2020: 57, yearlyDrift: 0.045, swing: 0.07, yearlyDividendYield: 0.03 },
  VEA: { name: "Vanguard FTSE Developed Markets ETF", price2020: 44, yearlyDrift: 0.05, swing: 0.065, yearlyDividendYield: 0.03 },
  VWO: { name: "Vanguard FTSE Emerging Markets ETF", price2020: 44, yearlyDrift: 0.03, swing: 0.08, yearlyDividendYield: 0.032 },
  IXUS: { name: "iShares Core MSCI Total International Stock ETF", price2020: 62, yearlyDrift: 0.045, swing: 0.07, yearlyDividendYield: 0.03 },
  IEMG: { name: "iShares Core MSCI Emerging Markets ETF", price2020: 53, yearlyDrift: 0.03, swing: 0.08, yearlyDividendYield: 0.03 },
  SCHF: { name: "Schwab International Equity ETF", price2020: 17, yearlyDrift: 0.05, swing: 0.065, yearlyDividendYield: 0.03 },
  VNQ: { name: "Vanguard Real Estate ETF", price2020: 92, yearlyDrift: 0.02, swing: 0.08, yearlyDividendYield: 0.04 },
  BND: { name: "Vanguard Total Bond Market ETF", price2020: 84, yearlyDrift: -0.01, swing: 0.02, yearlyDividendYield: 0.033 },
  AGG: { name: "iShares Core U.S. Aggregate Bond ETF", price2020: 112, yearlyDrift: -0.01, swing: 0.02, yearlyDividendYield: 0.033 },
  BNDX: { name: "Vanguard Total International Bond ETF", price2020: 57, yearlyDrift: -0.015, swing: 0.02, yearlyDividendYield: 0.03 },
  VTIP: { name: "Vanguard Short-Term Inflation-Protected Securities ETF", price2020: 49, yearlyDrift: 0.005, swing: 0.01, yearlyDividendYield: 0.035 },
  SCHP: { name: "Schwab U.S. TIPS ETF", price2020: 27, yearlyDrift: 0, swing: 0.015, yearlyDividendYield: 0.03 },
};

const EPOCH = Date.UTC(2020, 0, 1);
const DAY_MS = 86_400_000;

export function isKnownSymbol(symbol: string): boolean {
  return Object.hasOwn(SANDBOX_SECURITIES, symbol);
}

function phaseOf(symbol: string): number {
  let hash = 0;
  for (const character of symbol) hash = (hash * 31 + character.charCodeAt(0)) % 10_007;
  return (hash / 10_007) * 2 * Math.PI;
}

export function dayNumber(date: CalendarDate): number {
  return Math.round((Date.UTC(date.year, date.month - 1, date.day) - EPOCH) / DAY_MS);
}

export function dateOfDayNumber(day: number): CalendarDate {
  const date = new Date(EPOCH + day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function utcDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() - EPOCH) / DAY_MS);
}

/** Markets close at weekends: a Saturday or Sunday has Friday's close. */
export function marketDay(day: number): number {
  const weekday = new Date(EPOCH + day * DAY_MS).getUTCDay();
  return weekday === 6 ? day - 1 : weekday === 0 ? day - 2 : day;
}

/** The close of `symbol` on `day` (a day number), in ten-thousandths of a dollar. */
export function closeOn(symbol: string, day: number): number {
  const security = SANDBOX_SECURITIES[symbol];
  if (!security) throw new Error(`Unknown symbol ${symbol}`);
  const tradingDay = marketDay(day);
  const phase = phaseOf(symbol);
  const years = tradingDay / 365.25;
  const wave = 0.6 * Math.sin(tradingDay / 23 + phase) + 0.4 * Math.sin(tradingDay / 71 + 2 * phase);
  const price = security.price2020 * Math.exp(security.yearlyDrift * years + security.swing * wave);
  return Math.round(price * 10_000);
}

/** The last trading day of each calendar quarter between two day numbers (inclusive): when funds pay dividends. */
export function quarterEndDays(fromDay: number, toDay: number): number[] {
  const days: number[] = [];
  const from = dateOfDayNumber(fromDay);
  for (let year = from.year; ; year += 1) {
    for (const month of [3, 6, 9, 12]) {
      const lastDay = dayNumber(month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 }) - 1;
      const payDay = marketDay(lastDay);
      if (payDay > toDay) return days;
      if (payDay >= fromDay) days.push(payDay);
    }
  }
}

// Fixed-point conversions. Money strings have two decimals; quantities up to six; prices four.

export function centsOf(amount: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error("Not an amount");
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

function fixed(value: bigint, places: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, "0");
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative ? `-${text}` : text;
}

export const moneyText = (cents: number): string => fixed(BigInt(cents), 2);
export const quantityText = (micros: number): string => fixed(BigInt(micros), 6);
export const priceText = (tenThousandths: number): string => fixed(BigInt(tenThousandths), 4);

/** Shares a dollar amount buys at a price, rounded down to a millionth of a share. */
export function sharesFor(cents: number, price: number): number {
  return Number((BigInt(cents) * 100_000_000n) / BigInt(price));
}

/** What a quantity is worth at a price, to the cent (half up). */
export function valueOf(micros: number, price: number): number {
  const product = BigInt(micros) * BigInt(price);
  return Number((product + 50_000_000n) / 100_000_000n);
}
