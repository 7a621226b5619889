import type { CoachSessionRow } from "./my-plan-types";

// My Plan's Coach Mode sessions (issue 14 item 7): each access with its reason and whether changes were allowed, and
// every page and operation the coach saw, newest first. Rendered on the server.

const whenFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});
const timeFormat = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "UTC",
});

const STATUS_TEXT: Record<CoachSessionRow["status"], string> = {
  REQUESTED: "Waiting for your answer",
  APPROVED: "Running now",
  DECLINED: "Declined",
  EXPIRED: "Expired",
  REVOKED: "Ended by you",
  ENDED: "Ended",
};

const ACTIVITY_TEXT: Record<CoachSessionRow["activity"][number]["kind"], string> = {
  START: "",
  PAGE: "Opened page",
  READ: "Looked at",
  CHANGE: "Changed",
  REFUSED: "Tried to change (refused)",
  END: "",
};

export function CoachSessionList({ sessions }: { sessions: CoachSessionRow[] | null }) {
  if (sessions === null) return <p className="mt-3 text-muted">This list is shown only to the member.</p>;
  if (sessions.length === 0) return <p className="mt-3 text-muted">No coach has opened your account in Coach Mode.</p>;
  return (
    <ul aria-label="Coach Mode sessions" className="mt-3 space-y-3">
      {sessions.map((session, index) => (
        <li key={session.id} className="rounded-lg border border-border">
          <details open={index === 0} className="group">
            <summary className="flex cursor-pointer flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <span className="text-ink">
                <span className="font-medium">{session.coachName}</span>
                {session.isEmergency ? " (emergency access)" : " (Coach)"} ·{" "}
                {session.allowEdits ? "changes allowed" : "view only"} · {STATUS_TEXT[session.status]}
              </span>
              <time dateTime={session.decidedAt} className="text-sm text-muted sm:shrink-0">
                {whenFormat.format(new Date(session.decidedAt))}
              </time>
            </summary>
            <div className="border-t border-border px-4 py-3">
              <p className="text-sm text-ink">
                <span className="font-medium">{session.isEmergency ? "Reason given" : "Their reason"}:</span> {session.reason}
              </p>
              {session.activity.length === 0 ? (
                <p className="mt-2 text-sm text-muted">The coach did not open your account.</p>
              ) : (
                <ol aria-label={`What ${session.coachName} saw`} className="mt-2 space-y-1 text-sm">
                  {session.activity.map((entry) => (
                    <li key={entry.id} className="flex gap-3">
                      <time dateTime={entry.at} className="w-24 shrink-0 text-muted tabular-nums">
                        {timeFormat.format(new Date(entry.at))}
                      </time>
                      <span className="min-w-0 text-ink [overflow-wrap:anywhere]">
                        {ACTIVITY_TEXT[entry.kind] ? `${ACTIVITY_TEXT[entry.kind]} ` : ""}
                        {entry.kind !== "START" && entry.kind !== "END" ? (
                          <code className="font-mono text-xs">{entry.detail}</code>
                        ) : (
                          entry.detail
                        )}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
