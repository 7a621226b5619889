import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { StartRolloverForm } from "@/components/investing/rollover/start-rollover-form";
import { STEP_TITLES, trackerIndex } from "@/lib/investing/rollovers/rollover-steps";
import { Card } from "@/components/ui/card";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { getInvestingHome } from "@/lib/investing/get-investing-home";
import { listRolloverDestinations } from "@/lib/investing/rollovers/list-rollover-destinations";
import { listRollovers } from "@/lib/investing/rollovers/list-rollovers";

export const metadata: Metadata = { title: "Roll over a retirement plan" };

/**
 * /investing/rollover (002 §2: where choosing a rollover leads; issue 16 item 6): what a rollover is, the member's
 * rollovers so far, and the form that starts one into their IRAs (or sends them to open the IRA first).
 */
export default async function RolloverStartPage() {
  const viewer = await getPageViewer();
  if (!viewer) return null;
  if (!(await getInvestingHome({ viewer }))) notFound();
  const [destinations, rollovers] = await Promise.all([listRolloverDestinations({ viewer }), listRollovers({ viewer })]);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-ink">Roll over a retirement plan</h1>
      <Card as="section" aria-labelledby="rollover-what">
        <h2 id="rollover-what" className="font-semibold text-ink">
          Bring your old 401(k), 403(b), 457(b) or TSP with you
        </h2>
        <p className="mt-2 text-ink">
          A direct rollover moves the money from a former employer&apos;s plan into an IRA you manage here, without taxes
          or penalties. Pre-tax savings go to a Traditional IRA or Rollover Account, Roth savings to a Roth IRA. You ask
          the old plan to send a check made out to our clearing firm for your benefit; we show you the exact wording and
          follow it until it is invested.
        </p>
      </Card>
      {rollovers.length > 0 && (
        <Card as="section" aria-labelledby="rollover-list">
          <h2 id="rollover-list" className="font-semibold text-ink">
            Your rollovers
          </h2>
          <ul className="mt-3 grid gap-2">
            {rollovers.map((rollover) => (
              <li key={rollover.id} className="flex flex-wrap justify-between gap-2 text-ink">
                <Link href={`/investing/rollover/${encodeURIComponent(rollover.id)}`} className="font-medium text-brand-700 underline">
                  {rollover.oldProvider ? `${rollover.oldProvider} → ${rollover.account.label}` : rollover.nickname}
                </Link>
                <span className="text-sm text-muted">
                  {rollover.step === "CANCELLED"
                    ? "Cancelled"
                    : trackerIndex(rollover.step) >= 0
                      ? STEP_TITLES[rollover.step as keyof typeof STEP_TITLES]
                      : "Plan details needed"}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card as="section" aria-labelledby="rollover-start">
        <h2 id="rollover-start" className="font-semibold text-ink">
          Start a rollover
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">Your latest plan statement has everything we ask for.</p>
        {viewer.isCoachMode ? (
          <p className="text-sm text-ink">Only the member can start a rollover.</p>
        ) : (
          <StartRolloverForm destinations={destinations} />
        )}
      </Card>
    </div>
  );
}
