import { footnoteNumber, pricingTeaser } from "@/lib/content/landing";
import { pricingCalculatorCopy } from "@/lib/content/pricing-page";
import { CtaLink } from "../cta-link";
import { PricingCalculator } from "../pricing/pricing-calculator";
import { FootnoteRef } from "./footnotes";
import { Section } from "./section";

/** The landing page's condensed pricing calculator, with 'Pricing details' to /pricing (spec 001 §2). */
export function PricingSection({ liveCalculator = true }: { liveCalculator?: boolean }) {
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
        {liveCalculator ? (
          <PricingCalculator layout="condensed" />
        ) : (
          <CtaLink href={pricingCalculatorCopy.detailsLink.href}>{pricingCalculatorCopy.detailsLink.label}</CtaLink>
        )}
      </div>
    </Section>
  );
}
