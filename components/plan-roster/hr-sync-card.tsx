import { buttonClasses } from "@/components/ui/button";
import type { PlanHrSyncView } from "@/lib/hr-sync/plan-hr-sync-view";
import { HrSyncActions } from "./hr-sync-actions";

// The Roster tab's HR system sync (issue 14 item 3): connect, what the last sync did, when it last succeeded, why
// it failed. Rendered on the server; only the buttons that call operations are client code.

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** What happened on the way back from the provider's Connect (?hr=…). */
export const HR_CONNECT_OUTCOMES: Record<string, { text: string; isError: boolean }> = {
  connected: { text: "Your HR system is connected. The first sync is running: the roster updates in a minute or two.", isError: false },
  cancelled: { text: "Connecting your HR system was cancelled. Nothing changed.", isError: false },
  expired: { text: "Connecting your HR system took too long or was started in another browser. Try again.", isError: true },
  unavailable: { text: "We could not reach the HR connection service. Try again in a few minutes.", isError: true },
};

export function HrSyncCard({ planId, sync, outcome }: { planId: string; sync: PlanHrSyncView; outcome?: string }) {
  const told = outcome ? HR_CONNECT_OUTCOMES[outcome] : undefined;
  const connectForm = (label: string) => (
    <form method="post" action="/api/hr-system/connect">
      <input type="hidden" name="planId" value={planId} />
      <button type="submit" className={buttonClasses({ variant: sync.isConnected ? "secondary" : "primary" })}>
        {label}
      </button>
    </form>
  );
  const summary = sync.lastSyncSummary;

  return (
    <section aria-labelledby="hr-sync-heading" className="rounded-xl border border-border bg-surface p-5 sm:p-6">
      <h2 id="hr-sync-heading" className="text-lg font-semibold text-ink">
        HR system sync
      </h2>
      <div role="status" className="empty:hidden">
        {told ? <p className={`mt-3 rounded-md p-3 text-sm ${told.isError ? "bg-danger-50 text-danger-700" : "bg-canvas text-ink"}`}>{told.text}</p> : null}
      </div>
      {!sync.isConnected ? (
        <>
          <p className="mt-2 text-ink">
            Keep the roster up to date from your HR or payroll system: new hires are added and invited, and people who
            leave keep access for 90 days. The roster syncs every day.
          </p>
          <div className="mt-4">{sync.canManage ? connectForm("Connect your HR system") : <p className="text-muted">Not connected.</p>}</div>
        </>
      ) : (
        <>
          <p className="mt-2 text-ink">
            Connected to <strong>{sync.providerName ?? "your HR system"}</strong>. The roster follows its directory every day.
          </p>
          {sync.isFailed ? (
            <div role="alert" className="mt-3 rounded-md border border-danger-700 bg-danger-50 p-3 text-sm text-danger-700">
              <p className="font-semibold">The last sync failed.</p>
              {sync.failureMessage ? <p className="mt-1">{sync.failureMessage}</p> : null}
            </div>
          ) : null}
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">Last successful sync</dt>
              <dd className="text-ink">{sync.lastSuccessfulSyncAt ? `${when.format(sync.lastSuccessfulSyncAt)} UTC` : "No successful sync yet"}</dd>
            </div>
            {summary ? (
              <div>
                <dt className="text-muted">What it changed</dt>
                <dd className="text-ink">
                  {summary.added} added, {summary.changed} updated, {summary.terminated} ended
                  {summary.skipped > 0 ? `; ${summary.skipped} skipped (no usable work email)` : ""}
                </dd>
              </div>
            ) : null}
          </dl>
          {sync.canManage ? (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              {sync.status === "REAUTH_REQUIRED" ? connectForm("Connect again") : null}
              <HrSyncActions
                planId={planId}
                canRefresh={sync.status === "CONNECTED"}
                nextRefreshAt={sync.nextRefreshAt ? `${when.format(sync.nextRefreshAt)} UTC` : null}
                providerName={sync.providerName ?? "your HR system"}
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
