import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MANIFEST_STEPS, ManifestStepper } from "@/components/investing/rollover/manifest-stepper";
import { toTrackedRollover } from "@/components/investing/rollover/to-tracked-rollover";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { getAppEnv } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { getRolloverIntent } from "@/lib/investing/rollovers/get-rollover-intent";

export const metadata: Metadata = { title: "Your rollover, step by step" };

type Search = { stepIndex?: string; tradAccountId?: string; rothAccountId?: string };

/**
 * /investing/rollover/manifest/{transfer_intent_id}?stepIndex=1&tradAccountId=&rothAccountId= (002 §2; §9: hidden in
 * production, like the wizard's 'Continue Manifest Rollover' button): a 404 there.
 */
export default async function ManifestRolloverPage({
  params,
  searchParams,
}: {
  params: Promise<{ transferIntentId: string }>;
  searchParams: Promise<Search>;
}) {
  if (getAppEnv() === "production") notFound();
  const viewer = await getPageViewer();
  if (!viewer) return null;
  const { transferIntentId } = await params;
  const search = await searchParams;
  const legs = await getRolloverIntent({ viewer, transferIntentId }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const requested = Number(search.stepIndex);
  const stepIndex = Number.isInteger(requested) && requested >= 1 && requested <= MANIFEST_STEPS.length ? requested : 1;
  const leg = (kind: string) => legs.find((candidate) => candidate.moneyKind === kind)?.account.accountId ?? null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-ink">Your rollover, step by step</h1>
      <ManifestStepper
        transferIntentId={transferIntentId}
        stepIndex={stepIndex}
        legs={legs.map(toTrackedRollover)}
        accounts={{ tradAccountId: search.tradAccountId ?? leg("PRE_TAX"), rothAccountId: search.rothAccountId ?? leg("ROTH") }}
      />
    </div>
  );
}
