// IRA contribution limits (IRS): one yearly limit shared by all of a person's Traditional and Roth IRAs, plus a
// catch-up amount for people 50 or older by the end of the tax year. A tax year stays open for contributions until
// the filing deadline, April 15 of the next year. Rollovers do not count against the limit. Pure; cents.

type YearLimit = { baseCents: number; catchUpCents: number };

/** By tax year (IRS Notice 2024-80 for 2025; Notice 2025-67 for 2026). Later years use the latest known until updated. */
export const IRA_CONTRIBUTION_LIMITS: Readonly<Record<number, YearLimit>> = {
  2024: { baseCents: 700_000, catchUpCents: 100_000 },
  2025: { baseCents: 700_000, catchUpCents: 100_000 },
  2026: { baseCents: 750_000, catchUpCents: 110_000 },
};

export const CATCH_UP_AGE = 50;
/** The filing deadline: contributions for a tax year are accepted through April 15 of the next year. */
export const PRIOR_YEAR_DEADLINE = { month: 4, day: 15 } as const;

function yearLimit(taxYear: number): YearLimit {
  const known = Object.keys(IRA_CONTRIBUTION_LIMITS).map(Number);
  const year = Math.min(Math.max(taxYear, Math.min(...known)), Math.max(...known));
  return IRA_CONTRIBUTION_LIMITS[year]!;
}

export type BirthDate = { year: number; month: number; day: number };

/** Whether the person is 50 or older on December 31 of the tax year (the IRS test for catch-up contributions). */
export function qualifiesForCatchUp(birthDate: BirthDate, taxYear: number): boolean {
  return taxYear - birthDate.year >= CATCH_UP_AGE;
}

/** The person's yearly limit for a tax year, in cents. */
export function iraContributionLimitCents(taxYear: number, birthDate: BirthDate | null): number {
  const limit = yearLimit(taxYear);
  return limit.baseCents + (birthDate && qualifiesForCatchUp(birthDate, taxYear) ? limit.catchUpCents : 0);
}

/** What is left to contribute for a tax year after what was already contributed (never below zero). */
export function remainingContributionCents(taxYear: number, birthDate: BirthDate | null, contributedCents: number): number {
  return Math.max(0, iraContributionLimitCents(taxYear, birthDate) - contributedCents);
}

/** The calendar date in New York (IRS deadlines are local dates). */
export function easternDate(instant: Date): BirthDate {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric", month: "numeric", day: "numeric" })
    .formatToParts(instant)
    .reduce<Record<string, number>>((found, part) => (part.type === "literal" ? found : { ...found, [part.type]: Number(part.value) }), {});
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

/** The tax years open for contributions on a day, newest first: this year, and last year until April 15. */
export function openTaxYears(instant: Date): number[] {
  const today = easternDate(instant);
  const beforeDeadline =
    today.month < PRIOR_YEAR_DEADLINE.month || (today.month === PRIOR_YEAR_DEADLINE.month && today.day <= PRIOR_YEAR_DEADLINE.day);
  return beforeDeadline ? [today.year, today.year - 1] : [today.year];
}

/** The holder's birth date (a @db.Date) as the limit rules take it; null when unknown. */
export function birthDateOf(stored: Date | null | undefined): BirthDate | null {
  return stored ? { year: stored.getUTCFullYear(), month: stored.getUTCMonth() + 1, day: stored.getUTCDate() } : null;
}
