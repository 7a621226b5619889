import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { csvRecord } from "@/lib/transactions/csv-cells";
import { EMPLOYMENT_STATUS_LABELS } from "./roster-employee-schema";
import { rosterMemberSelect, toRosterMemberView } from "./roster-member-view";

const BATCH = 2_000;
const SIGN_UP = { ADDED: "Not invited yet", INVITED: "Invited", VERIFIED: "Signed up", REMOVED: "Removed" } as const;

/**
 * The plan's roster as CSV, in the upload's column order plus sign-up facts, batch by batch. Every text cell is
 * neutralised (a name like "=HYPERLINK(...)" is shown as text by a spreadsheet, never run as a formula).
 */
export async function* exportPlanRosterCsv({ viewer, planId }: { viewer: Viewer | null; planId: string }): AsyncGenerator<string> {
  authorize(viewer, "plan:read", { planId });
  await recordAuditEvent({ actorUserId: viewer.actor.id, action: "plan-roster.exported", operation: "exportPlanRoster", employerPlanId: planId });
  const db = await getDb();
  const header = ["email", "first name", "last name", "employee id", "department", "location", "status", "hire date", "termination date", "sign-up", "invited", "signed up"];
  yield csvRecord(header.map((text) => ({ text })));
  let afterId = "";
  for (;;) {
    const rows = await db.planMember.findMany({
      where: { employerPlanId: planId, status: { not: "REMOVED" }, id: { gt: afterId } },
      orderBy: { id: "asc" },
      take: BATCH,
      select: rosterMemberSelect,
    });
    if (rows.length === 0) return;
    afterId = rows[rows.length - 1]!.id;
    yield rows
      .map(toRosterMemberView)
      .map((m) =>
        csvRecord(
          [
            m.workEmail,
            m.firstName ?? "",
            m.lastName ?? "",
            m.employeeId ?? "",
            m.department ?? "",
            m.location ?? "",
            EMPLOYMENT_STATUS_LABELS[m.employmentStatus],
            m.hireDate ?? "",
            m.terminationDate ?? "",
            SIGN_UP[m.signUpStatus],
            m.invitedAt ? m.invitedAt.toISOString().slice(0, 10) : "",
            m.signedUpAt ? m.signedUpAt.toISOString().slice(0, 10) : "",
          ].map((text) => ({ text })),
        ),
      )
      .join("");
  }
}
