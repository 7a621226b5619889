import { Card } from "@/components/ui/card";
import type { InvestingTotals } from "@/lib/investing/get-investing-totals";
import { money, signedMoney } from "./investing-figures";

/** 002 §4 totals across the member's open accounts: value, gain or loss, and what was put in (value minus gain). */
export function InvestingTotalsCard({ totals }: { totals: InvestingTotals }) {
  if (totals.accounts.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="totals-heading">
      <h2 id="totals-heading" className="font-semibold text-ink">All your investing accounts</h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">Total value</dt>
          <dd className="mt-1 text-xl font-semibold text-ink">{money(totals.equity)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Gain or loss</dt>
          <dd className="mt-1 text-xl font-semibold text-ink">{signedMoney(totals.gainLoss)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Put in</dt>
          <dd className="mt-1 text-xl font-semibold text-ink">{money(totals.invested)}</dd>
        </div>
      </dl>
    </Card>
  );
}
