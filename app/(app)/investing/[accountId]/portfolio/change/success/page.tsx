import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasScreen } from "@/components/shell/built-screens";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { isAppError } from "@/lib/errors";
import { getPortfolioChange } from "@/lib/investing/get-portfolio-change";

export const metadata: Metadata = { title: "Portfolio changed" };

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** /investing/{id}/portfolio/change/success?changeId= (issue 16 item 3): the change, pending or effective. */
export default async function PortfolioChangeSuccessPage({
  params,
  searchParams,
}: {
  params: Promise<{ accountId: string }>;
  searchParams: Promise<{ changeId?: string }>;
}) {
  const viewer = await getPageViewer();
  if (!viewer) return null;
  const { accountId } = await params;
  const change = await getPortfolioChange({ viewer, accountId, changeId: (await searchParams).changeId ?? null }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  if (!change) notFound();
  const id = encodeURIComponent(accountId);
  const to = change.toModelPortfolio;
  const heading =
    change.state === "EFFECTIVE" ? `You're set: ${to.name}` : change.state === "PENDING" ? `Change to ${to.name} requested` : "Change cancelled";

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-ink">{heading}</h1>
      <Card as="section" aria-labelledby="change-status">
        <h2 id="change-status" className="font-semibold text-ink">
          Status: {change.state === "EFFECTIVE" ? "In effect" : change.state === "PENDING" ? "Pending" : "Cancelled"}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">From</dt>
            <dd className="text-ink">{change.fromModelPortfolio?.name ?? "No portfolio yet"}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">To</dt>
            <dd className="text-ink">
              {to.name} ({to.stockPercent}% stocks · {to.bondPercent}% bonds)
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-ink">
          {change.state === "EFFECTIVE"
            ? `In effect since ${dateFormat.format(change.effectiveAt ?? change.requestedAt)}. Money you add is invested in this mix.`
            : change.state === "PENDING"
              ? `Requested ${dateFormat.format(change.requestedAt)}. It takes effect at the next rebalance, when we trade your holdings to match the new mix; until then your current portfolio stays in place.`
              : "A newer choice replaced this change."}
        </p>
      </Card>
      <div className="flex flex-wrap gap-3">
        {hasScreen("/investing/fund") && <ButtonLink href={`/investing/fund?accountId=${id}`}>Add money</ButtonLink>}
        <ButtonLink href={`/investing/${id}/browse`} variant="secondary">
          See all portfolios
        </ButtonLink>
        <ButtonLink href="/investing" variant="secondary">
          Back to Invest
        </ButtonLink>
      </div>
    </div>
  );
}
