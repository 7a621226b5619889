import type { PlanActivityEntry } from "@/lib/plan-admins/list-plan-activity";

const ACTION_LABELS: Record<string, string> = {
  "plan-admin.invited": "Invited an administrator",
  "plan-admin.invitation-revoked": "Withdrew an invitation",
  "plan-admin.added": "Joined as an administrator",
  "plan-admin.permission-changed": "Changed an administrator's permission",
  "plan-admin.removed": "Removed an administrator",
  "plan-roster.import-previewed": "Uploaded a roster file",
  "plan-roster.import-started": "Applied a roster file",
  "plan-roster.import-applied": "Roster file applied",
  "plan-roster.member-added": "Added an employee",
  "plan-roster.member-terminated": "Removed an employee",
  "plan-roster.exported": "Downloaded the roster",
  "plan-invitation.resent": "Resent an invitation",
  "plan-email-template.updated": "Edited an email template",
  "plan-email-template.reset": "Reset an email template",
  "plan-hr-sync.connected": "Connected the HR system",
  "plan-hr-sync.applied": "Roster synced from the HR system",
  "plan-hr-sync.refreshed": "Refreshed the roster from the HR system",
  "plan-hr-sync.disconnected": "Disconnected the HR system",
};

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** The plan's administrator actions, newest first (owners only; the server decides). Times in UTC, said so. */
export function PlanActivityLog({ entries }: { entries: PlanActivityEntry[] }) {
  if (entries.length === 0) return <p className="text-muted">No administrator activity yet.</p>;
  return (
    <ul aria-label="Administrator activity" className="divide-y divide-border rounded-xl border border-border bg-surface">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <span className="text-sm text-ink">
            <span className="font-medium">{entry.actorName}</span>: {ACTION_LABELS[entry.action] ?? entry.action}
            {entry.details ? <span className="text-muted"> ({entry.details})</span> : null}
          </span>
          <time dateTime={entry.at.toISOString()} className="text-sm text-muted sm:shrink-0">
            {timeFormat.format(entry.at)} UTC
          </time>
        </li>
      ))}
    </ul>
  );
}
