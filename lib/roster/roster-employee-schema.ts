import { z } from "zod";
import { ROSTER_EMPLOYMENT_STATUSES, type RosterEmploymentStatusValue } from "./employment-statuses";

// One employee on an employer's roster, as the 'Add employee' form and the CSV import both read it. The same schema
// checks the form in the browser, the addPlanMember operation and every row of a roster file.

export * from "./employment-statuses";

/** The words a roster file may use for each status (lower-cased, spaces and dashes as underscores). */
const STATUS_WORDS: Record<string, RosterEmploymentStatusValue> = {
  active: "ACTIVE",
  employed: "ACTIVE",
  on_leave: "ON_LEAVE",
  leave: "ON_LEAVE",
  terminated: "TERMINATED",
  inactive: "TERMINATED",
};

export const BAD_EMAIL_MESSAGE = "Enter a valid work email.";
export const BAD_DATE_MESSAGE = "Enter the date as YYYY-MM-DD.";
export const UNKNOWN_STATUS_MESSAGE = "Status must be active, on leave or terminated.";

/** A status word from a file or form, or undefined when it names none. Blank means active. */
export function parseEmploymentStatus(text: string): RosterEmploymentStatusValue | undefined {
  const word = text.trim().toLowerCase().replace(/[\s-]+/g, "_");
  if (word === "") return "ACTIVE";
  return STATUS_WORDS[word] ?? (ROSTER_EMPLOYMENT_STATUSES as readonly string[]).find((s) => s.toLowerCase() === word) as
    | RosterEmploymentStatusValue
    | undefined;
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .transform((value) => (value === "" ? null : value));

/** A calendar date as YYYY-MM-DD (or M/D/YYYY, as spreadsheets write it), or blank. */
export const rosterDateSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === "") return null;
    const iso = normaliseDate(value);
    if (!iso) {
      context.addIssue({ code: "custom", message: BAD_DATE_MESSAGE });
      return z.NEVER;
    }
    return iso;
  });

function normaliseDate(value: string): string | null {
  let year: number, month: number, day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [year, month, day] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || year > 2100) return null;
  return date.toISOString().slice(0, 10);
}

export const rosterEmployeeSchema = z.object({
  workEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, BAD_EMAIL_MESSAGE)
    .pipe(z.email({ message: BAD_EMAIL_MESSAGE })),
  firstName: optionalText(100, "First name"),
  lastName: optionalText(100, "Last name"),
  employeeId: optionalText(64, "Employee id"),
  department: optionalText(100, "Department"),
  location: optionalText(100, "Location"),
  employmentStatus: z
    .string()
    .transform((value, context) => {
      const status = parseEmploymentStatus(value);
      if (!status) {
        context.addIssue({ code: "custom", message: UNKNOWN_STATUS_MESSAGE });
        return z.NEVER;
      }
      return status;
    }),
  hireDate: rosterDateSchema,
});

/** What the form holds (all text). */
export type RosterEmployeeInput = z.input<typeof rosterEmployeeSchema>;
/** One checked employee: email lower-cased, blanks as null, the status a value, dates as YYYY-MM-DD. */
export type RosterEmployee = z.output<typeof rosterEmployeeSchema>;
