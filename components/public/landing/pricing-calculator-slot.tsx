import Link from "next/link";
import { footnoteNumber, pricingTeaser } from "@/lib/content/landing";
import { FootnoteRef } from "./footnotes";
import { Section } from "./section";

const slotClasses =
  "mt-8 flex flex-col gap-6 rounded-2xl border border-border bg-surface p-8 sm:flex-row sm:items-center " +
  "sm:justify-between";
const linkClasses =
  "inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold " +
  "text-white hover:bg-brand-800";

/**
 * Where the condensed pricing calculator (spec 001 §2) goes. Until it lands this band says how pricing works and
 * links to the pricing page; the calculator replaces the `data-slot` element and keeps the 'Pricing details' link.
 */
export function PricingCalculatorSlot() {
  return (
    <Section
      id="pricing"
      heading={pricingTeaser.heading}
      tone="canvas"
    >
      <div
        data-slot="pricing-calculator"
        className={slotClasses}
      >
        <p className="max-w-xl text-base leading-7 text-muted">
          {pricingTeaser.intro}
          <FootnoteRef number={footnoteNumber(pricingTeaser.footnote)} />
        </p>
        <Link
          href={pricingTeaser.link.href}
          className={linkClasses}
        >
          {pricingTeaser.link.label}
        </Link>
      </div>
    </Section>
  );
}
