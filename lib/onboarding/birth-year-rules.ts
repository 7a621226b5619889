// Birth years of the situation step (spec 000 §5 step 4, §9). The spec names a maximum-age constant without its
// value; 120 years covers every living person (docs/decisions/onboarding-data.md).

export const MAX_AGE_YEARS = 120;
export const SPOUSE_MIN_AGE_YEARS = 18;

export const SPOUSE_BIRTH_YEAR_MESSAGE = "Please enter a valid birth year for your spouse (at least 18 years old).";
export const CHILD_BIRTH_YEAR_MESSAGE = "Please enter a valid birth year for your child.";

const currentYear = (today: Date) => today.getUTCFullYear();

/** Above (this year minus the maximum age) and below (this year minus 18), as the spec words it. */
export function isValidSpouseBirthYear(year: number, today: Date = new Date()): boolean {
  return (
    Number.isInteger(year) &&
    year > currentYear(today) - MAX_AGE_YEARS &&
    year < currentYear(today) - SPOUSE_MIN_AGE_YEARS
  );
}

/** Above (this year minus the maximum age) and not after this year. */
export function isValidChildBirthYear(year: number, today: Date = new Date()): boolean {
  return Number.isInteger(year) && year > currentYear(today) - MAX_AGE_YEARS && year <= currentYear(today);
}

/**
 * A birth year becomes a birthday in that year (spec 000 §9): January 1st, unless the stored birthday already falls
 * in that year, which is kept rather than replaced by a less precise date.
 */
export function birthdayFromYear(year: number, existing: Date | null = null): Date {
  if (existing && existing.getUTCFullYear() === year) return existing;
  return new Date(Date.UTC(year, 0, 1));
}
