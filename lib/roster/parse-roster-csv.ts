import Papa from "papaparse";
import { rosterEmployeeSchema, type RosterEmployee } from "./roster-employee-schema";

// A roster file (issue 14): a header row naming the columns (any order, any case, common synonyms), then one employee
// a row. Parsed with papaparse (quoted fields, embedded commas and line breaks, a byte-order mark), then every row is
// checked with the same schema as the 'Add employee' form. Rows are numbered as a spreadsheet shows them: the header
// is row 1.

export const MAX_ROSTER_ROWS = 50_000;
export const TOO_MANY_ROWS_MESSAGE = `A roster file can have at most ${MAX_ROSTER_ROWS.toLocaleString("en-US")} employees. Split the file and upload each part.`;
export const NO_EMAIL_COLUMN_MESSAGE = "The file needs a header row with an email column (email, work email...).";
export const EMPTY_FILE_MESSAGE = "The file has no employees in it.";

export type RosterRowError = { row: number; reason: string };
export type RosterFileRow = RosterEmployee & { row: number };
export type ParsedRosterFile =
  | { kind: "refused"; message: string }
  | { kind: "parsed"; rows: RosterFileRow[]; errors: RosterRowError[]; rowCount: number };

type Field = keyof Omit<RosterEmployee, never>;

const HEADER_NAMES: Record<Field, string[]> = {
  workEmail: ["email", "workemail", "emailaddress", "workemailaddress", "businessemail", "e-mail"],
  firstName: ["firstname", "givenname", "first", "forename"],
  lastName: ["lastname", "surname", "familyname", "last"],
  employeeId: ["employeeid", "employeenumber", "id", "empid", "employeeno", "workerid", "staffid"],
  department: ["department", "dept", "team", "division"],
  location: ["location", "office", "site", "worklocation"],
  employmentStatus: ["status", "employmentstatus", "employeestatus"],
  hireDate: ["hiredate", "startdate", "datehired", "dateofhire"],
};

function fieldOfHeader(header: string): Field | undefined {
  const key = header.replace(/^\uFEFF/, "").trim().toLowerCase().replace(/[\s_\-.]+/g, "").replace("e-mail", "email");
  return (Object.keys(HEADER_NAMES) as Field[]).find((field) => HEADER_NAMES[field].includes(key));
}

/** Parses and checks a whole roster file; refuses one with no email column or more than MAX_ROSTER_ROWS rows. */
export function parseRosterCsv(text: string): ParsedRosterFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...records] = parsed.data;
  if (!header) return { kind: "refused", message: EMPTY_FILE_MESSAGE };
  const columns = header.map(fieldOfHeader);
  if (!columns.includes("workEmail")) return { kind: "refused", message: NO_EMAIL_COLUMN_MESSAGE };
  if (records.length === 0) return { kind: "refused", message: EMPTY_FILE_MESSAGE };
  if (records.length > MAX_ROSTER_ROWS) return { kind: "refused", message: TOO_MANY_ROWS_MESSAGE };

  const rows: RosterFileRow[] = [];
  const errors: RosterRowError[] = [];
  const rowOfEmail = new Map<string, number>();
  const rowOfEmployeeId = new Map<string, number>();
  records.forEach((record, index) => {
    const row = index + 2;
    const input: Record<Field, string> = {
      workEmail: "",
      firstName: "",
      lastName: "",
      employeeId: "",
      department: "",
      location: "",
      employmentStatus: "",
      hireDate: "",
    };
    columns.forEach((field, column) => {
      if (field && !input[field]) input[field] = record[column] ?? "";
    });
    const checked = rosterEmployeeSchema.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      errors.push({ row, reason: `${columnLabel(issue.path[0])}: ${issue.message}` });
      return;
    }
    const employee = checked.data;
    const earlier = rowOfEmail.get(employee.workEmail);
    if (earlier !== undefined) {
      errors.push({ row, reason: `Email: ${employee.workEmail} is already on row ${earlier}.` });
      return;
    }
    if (employee.employeeId) {
      const earlierId = rowOfEmployeeId.get(employee.employeeId);
      if (earlierId !== undefined) {
        errors.push({ row, reason: `Employee id: ${employee.employeeId} is already on row ${earlierId}.` });
        return;
      }
      rowOfEmployeeId.set(employee.employeeId, row);
    }
    rowOfEmail.set(employee.workEmail, row);
    rows.push({ ...employee, row });
  });
  return { kind: "parsed", rows, errors, rowCount: records.length };
}

const COLUMN_LABELS: Record<string, string> = {
  workEmail: "Email",
  firstName: "First name",
  lastName: "Last name",
  employeeId: "Employee id",
  department: "Department",
  location: "Location",
  employmentStatus: "Status",
  hireDate: "Hire date",
};

function columnLabel(path: PropertyKey | undefined): string {
  return COLUMN_LABELS[String(path)] ?? "Row";
}
