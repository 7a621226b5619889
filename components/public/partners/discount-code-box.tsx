import { partnerLanding } from "@/lib/content/partners-page";

const codeClasses =
  "rounded-lg border border-accent-500 bg-accent-100 px-3 py-1 font-mono text-xl font-semibold tracking-wider";

type DiscountCodeBoxProps = { text: string; code?: string };

/** What a partner's clients save and the code that claims it, set apart like a coupon. */
export function DiscountCodeBox({ text, code }: DiscountCodeBoxProps) {
  return (
    <aside
      aria-labelledby="partner-discount-heading"
      className="mt-8 max-w-md rounded-2xl border-2 border-dashed border-brand-700 bg-surface p-6"
    >
      <p id="partner-discount-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {partnerLanding.discountHeading}
      </p>
      <p className="mt-2 text-lg font-semibold text-ink">{text}</p>
      {code ? (
        <>
          <p className="mt-4 flex flex-wrap items-center gap-3 text-base text-ink">
            {partnerLanding.codeLabel}{" "}
            <strong className={codeClasses}>{code}</strong>
          </p>
          <p className="mt-3 text-sm text-muted">{partnerLanding.codeHint}</p>
        </>
      ) : null}
    </aside>
  );
}
