import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { buttonClasses } from "@/components/ui/button";
import { getLocalHrState } from "@/lib/integrations/hr-system/get-hr-system";
import { LOCAL_COMPANY_SIZE, localCompanyDomain } from "@/lib/integrations/hr-system/local-directory";
import { LOCAL_PROVIDER_NAME } from "@/lib/integrations/hr-system/local-adapter";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Connect your HR system (stand-in)", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ session?: string }> };

/**
 * The built-in HR stand-in's Connect (docs/decisions.md "HR system sync"): on installs without Finch keys the
 * employer approves reading the fake company's directory here, as they would in Finch Connect. Never served when
 * Finch is configured.
 */
export default async function LocalHrConnectPage({ searchParams }: Props) {
  const state = getLocalHrState();
  if (!state) notFound();
  const { session: sessionId = "" } = await searchParams;
  const session = state.findSession(sessionId);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{LOCAL_PROVIDER_NAME}</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-ink">Connect your HR system</h1>
        {session ? (
          <>
            <p className="mt-3 text-ink">
              Mariner asks to read the company directory of <strong>{session.customerName}</strong>: names, work emails,
              departments, locations, employment status and hire dates of its {LOCAL_COMPANY_SIZE} people (work emails at{" "}
              {localCompanyDomain(session.customerName)}).
            </p>
            <p className="mt-2 text-sm text-muted">
              This stand-in replaces Finch Connect on installs without Finch settings. It never asks for pay, tax or bank details.
            </p>
            <form method="post" action="/dev/hr-system/approve" className="mt-6 flex flex-wrap gap-3">
              <input type="hidden" name="session" value={sessionId} />
              <button type="submit" name="decision" value="approve" className={buttonClasses({ variant: "primary" })}>
                Allow access
              </button>
              <button type="submit" name="decision" value="cancel" className={buttonClasses({ variant: "secondary" })}>
                Cancel
              </button>
            </form>
          </>
        ) : (
          <p role="alert" className="mt-3 text-ink">
            This connect session has expired. Start again from your plan&apos;s Roster tab.
          </p>
        )}
      </div>
    </main>
  );
}
