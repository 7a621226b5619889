import { footnoteNumber, pricingTeaser } from "@/lib/content/landing";
import { PricingCalculator } from "../pricing/pricing-calculator";
import { FootnoteRef } from "./footnotes";
import { Section } from "./section";

/** The landing page's condensed pricing calculator, with 'Pricing details' to /pricing (spec 001 §2). */
export function PricingSection() {
  return (
    <Section
      id="pricing"
      heading={pricingTeaser.heading}
      intro={
        <>
          {pricingTeaser.intro}
          <FootnoteRef number={footnoteNumber(pricingTeaser.footnote)} />
        </>
      }
      tone="canvas"
    >
      <div className="mt-8 rounded-2xl border border-border bg-surface p-6 sm:p-8">
        <PricingCalculator layout="condensed" />
      </div>
    </Section>
  );
}
