import { parseRosterCsv } from "@/lib/roster/parse-roster-csv";
import { planRosterChanges, type CurrentRosterMember } from "@/lib/roster/plan-roster-changes";

const member = (over: Partial<CurrentRosterMember>): CurrentRosterMember => ({
  id: "m",
  workEmail: "x@acme.test",
  firstName: null,
  lastName: null,
  employeeId: null,
  department: null,
  location: null,
  employmentStatus: "ACTIVE",
  hireDate: null,
  ...over,
});

function rows(csv: string) {
  const parsed = parseRosterCsv(csv);
  if (parsed.kind !== "parsed") throw new Error(parsed.message);
  return parsed;
}

describe("parseRosterCsv", () => {
  test("reads tolerant headers, a byte-order mark and quoted fields with commas and line breaks", () => {
    const parsed = rows('\uFEFF"E-mail","Given name",Surname,Emp ID,Dept,Office,Employment Status,Start Date\r\n"a@acme.test","Ann ""Annie""","O\'Neil, Jr.",7,"Sales\nWest",Denver,On Leave,3/4/2024\r\n');
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        row: 2,
        workEmail: "a@acme.test",
        firstName: 'Ann "Annie"',
        lastName: "O'Neil, Jr.",
        employeeId: "7",
        department: "Sales\nWest",
        location: "Denver",
        employmentStatus: "ON_LEAVE",
        hireDate: "2024-03-04",
      },
    ]);
  });

  test("refuses a file without an email column or with no rows", () => {
    expect(parseRosterCsv("name,department\nA,B")).toEqual({ kind: "refused", message: expect.stringContaining("email column") });
    expect(parseRosterCsv("email\n")).toEqual({ kind: "refused", message: "The file has no employees in it." });
  });

  test("names each bad row: bad email, duplicate email or employee id, bad date, unknown status", () => {
    const parsed = rows("email,employee id,status,hire date\na@x.test,1,,\nnope,2,,\nA@x.test,3,,\nb@x.test,1,,\nc@x.test,4,fired,\nd@x.test,5,,2024-02-30");
    expect(parsed.errors).toEqual([
      { row: 3, reason: "Email: Enter a valid work email." },
      { row: 4, reason: "Email: a@x.test is already on row 2." },
      { row: 5, reason: "Employee id: 1 is already on row 2." },
      { row: 6, reason: "Status: Status must be active, on leave or terminated." },
      { row: 7, reason: "Hire date: Enter the date as YYYY-MM-DD." },
    ]);
    expect(parsed.rows.map((row) => row.workEmail)).toEqual(["a@x.test"]);
  });
});

describe("planRosterChanges", () => {
  const current = [
    member({ id: "1", workEmail: "a@x.test", firstName: "A", department: "Ops", employeeId: "E1" }),
    member({ id: "2", workEmail: "b@x.test", firstName: "B" }),
    member({ id: "3", workEmail: "c@x.test", employmentStatus: "TERMINATED" }),
  ];

  test("finds additions, changes and status terminations; blank cells change nothing", () => {
    const incoming = rows("email,first name,department,status\na@x.test,A,Sales,\nb@x.test,,,terminated\nn@x.test,N,,active").rows;
    const changes = planRosterChanges({ current, incoming, isFullFile: false });
    expect(changes.additions.map((row) => row.workEmail)).toEqual(["n@x.test"]);
    expect(changes.changes).toEqual([expect.objectContaining({ memberId: "1", fields: ["department"] })]);
    expect(changes.terminations).toEqual([expect.objectContaining({ memberId: "2", row: 3 })]);
  });

  test("a full file terminates those it leaves out (not those already terminated)", () => {
    const changes = planRosterChanges({ current, incoming: rows("email\na@x.test").rows, isFullFile: true });
    expect(changes.terminations).toEqual([expect.objectContaining({ memberId: "2", row: null })]);
    expect(changes.unchangedCount).toBe(1);
  });

  test("an employee id held by someone else on the roster is an error, and the holder is not terminated", () => {
    const changes = planRosterChanges({ current, incoming: rows("email,employee id\nz@x.test,E1\nb@x.test,").rows, isFullFile: true });
    expect(changes.errors).toEqual([{ row: 2, reason: "Employee id: E1 belongs to a@x.test on the roster." }]);
    expect(changes.terminations).toEqual([]);
  });
});
