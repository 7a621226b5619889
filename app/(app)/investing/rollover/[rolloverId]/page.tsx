import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RolloverTracker } from "@/components/investing/rollover/rollover-tracker";
import { StartRolloverForm } from "@/components/investing/rollover/start-rollover-form";
import { toTrackedRollover } from "@/components/investing/rollover/to-tracked-rollover";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { refreshOpenInvestingAccounts } from "@/lib/investing/sync-investing-account";
import { isAppError } from "@/lib/errors";
import { getRollover } from "@/lib/investing/rollovers/get-rollover";
import type { RolloverView } from "@/lib/investing/rollovers/rollover-view";

export const metadata: Metadata = { title: "Your rollover" };

/** The wizard's investmentStrategy step with this rollover (002 §2: its manifest button, outside production). */
function strategyHref(rollover: RolloverView): string {
  const query = new URLSearchParams({
    stepName: "investmentStrategy",
    accountId: rollover.account.accountId,
    transferIntentId: rollover.transferIntentId,
  });
  const legs = [{ moneyKind: rollover.moneyKind, accountId: rollover.account.accountId }, ...rollover.siblings.map((leg) => ({ moneyKind: leg.moneyKind, accountId: leg.accountId }))];
  const trad = legs.find((leg) => leg.moneyKind === "PRE_TAX");
  const roth = legs.find((leg) => leg.moneyKind === "ROTH");
  if (trad) query.set("tradAccountId", trad.accountId);
  if (roth) query.set("rothAccountId", roth.accountId);
  return `/investing/register?${query.toString()}`;
}

/**
 * /investing/rollover/{id} (002 §2: where a rollover account's set-up ends; issue 16 item 6): the tracker. A rollover
 * the wizard made without the old plan's details asks for them first (the same form as /investing/rollover).
 */
export default async function RolloverPage({ params }: { params: Promise<{ rolloverId: string }> }) {
  const viewer = await getPageViewer();
  if (!viewer) return null;
  // A check the clearing firm received since the last visit shows as deposited now.
  await refreshOpenInvestingAccounts(viewer.userId);
  const rollover = await getRollover({ viewer, rolloverId: (await params).rolloverId }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const detailsNeeded = rollover.step === "DETAILS_NEEDED";
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold text-ink [overflow-wrap:anywhere]">{rollover.nickname}</h1>
        <p className="mt-1 text-sm text-muted">Into {rollover.account.label}</p>
      </div>
      {detailsNeeded && (
        <Card as="section" aria-labelledby="rollover-plan">
          <h2 id="rollover-plan" className="font-semibold text-ink">
            Tell us about your old plan
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">Your latest plan statement has everything we ask for.</p>
          {viewer.isCoachMode ? (
            <p className="text-sm text-ink">Only the member can add the plan&apos;s details.</p>
          ) : (
            <StartRolloverForm
              destinations={[]}
              only={{ accountId: rollover.account.accountId, moneyKind: rollover.account.accountType === "ROTH_IRA" ? "ROTH" : "PRE_TAX" }}
            />
          )}
        </Card>
      )}
      <RolloverTracker rollover={toTrackedRollover(rollover)} readOnly={viewer.isCoachMode} />
      {!detailsNeeded && !rollover.account.hasModelPortfolio && rollover.step !== "CANCELLED" && (
        <Card as="section" aria-labelledby="rollover-strategy">
          <h2 id="rollover-strategy" className="font-semibold text-ink">
            How the money will be invested
          </h2>
          <p className="mt-1 text-sm text-ink">Choose a portfolio now, so the money is invested as soon as it arrives.</p>
          <ButtonLink href={strategyHref(rollover)} variant="secondary" className="mt-3">
            Choose your investment strategy
          </ButtonLink>
        </Card>
      )}
      <ButtonLink href="/investing/rollover" variant="secondary" className="justify-self-start">
        All rollovers
      </ButtonLink>
    </div>
  );
}
