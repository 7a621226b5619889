import Link from "next/link";
import { Card } from "@/components/ui/card";
import { formatMoney } from "@/lib/format/format-money";
import type { MerchantView } from "./spend-types";

/** The ten merchants the member spent most with this period; each opens its transactions. */
export function TopMerchants({ merchants }: { merchants: MerchantView[] }) {
  const largest = merchants[0]?.amount ?? 0;
  return (
    <Card as="section" aria-labelledby="merchants-heading">
      <h2 id="merchants-heading" className="text-lg font-semibold text-ink">
        Top merchants
      </h2>
      {merchants.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No spending with a merchant in this period.</p>
      ) : (
        <ol className="mt-4 grid gap-3">
          {merchants.map((merchant) => (
            <li key={merchant.merchant}>
              <Link href={merchant.href} className="group block rounded-md focus-visible:outline-3">
                <span className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium text-brand-700 group-hover:underline">{merchant.merchant}</span>
                  <span className="shrink-0 tabular-nums font-medium text-ink">{formatMoney(merchant.amount)}</span>
                </span>
                <span className="mt-1 flex items-center gap-2">
                  <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-canvas">
                    <span
                      className="block h-full rounded-full bg-brand-500"
                      style={{ width: `${largest > 0 ? Math.max(2, (merchant.amount / largest) * 100) : 0}%` }}
                    />
                  </span>
                  <span className="shrink-0 text-xs text-muted">
                    {merchant.count} {merchant.count === 1 ? "transaction" : "transactions"}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
