import type { HrEmployee } from "@/lib/integrations/hr-system/types";
import type { RosterFileRow } from "@/lib/roster/parse-roster-csv";
import { rosterEmployeeSchema } from "@/lib/roster/roster-employee-schema";

/**
 * The HR system's directory as roster rows, checked by the same schema as a roster file's rows. People the roster
 * cannot hold (no work email, a malformed one, the same email twice) are skipped and counted, never guessed at.
 */
export function hrEmployeesToRosterRows(employees: HrEmployee[]): { rows: RosterFileRow[]; skipped: number } {
  const rows: RosterFileRow[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  employees.forEach((employee, index) => {
    const parsed = rosterEmployeeSchema.safeParse({
      workEmail: employee.workEmail ?? "",
      firstName: employee.firstName ?? "",
      lastName: employee.lastName ?? "",
      employeeId: "",
      department: employee.department ?? "",
      location: employee.location ?? "",
      employmentStatus: employee.status,
      hireDate: employee.hireDate ?? "",
    });
    if (!parsed.success || seen.has(parsed.data.workEmail)) {
      skipped += 1;
      return;
    }
    seen.add(parsed.data.workEmail);
    rows.push({ ...parsed.data, row: index + 1 });
  });
  return { rows, skipped };
}
