// History dates are calendar days (YYYY-MM-DD, UTC): format them in UTC so no time zone shifts the day.

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const shortMonthYear = new Intl.DateTimeFormat("en-US", { month: "short", year: "2-digit", timeZone: "UTC" });
const fullDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

const asDate = (isoDay: string) => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);

/** "January 2026" */
export const formatMonthYear = (isoDay: string) => monthYear.format(asDate(isoDay));
/** "Jan 26" (chart axis) */
export const formatShortMonth = (isoDay: string) => shortMonthYear.format(asDate(isoDay));
/** "January 5, 2026" */
export const formatFullDate = (isoDay: string) => fullDate.format(asDate(isoDay));
/** "Jan 5" (chart axis) */
export const formatMonthDay = (isoDay: string) => monthDay.format(asDate(isoDay));
