import type { Metadata } from "next";
import { CtaLink } from "@/components/public/cta-link";
import { Section } from "@/components/public/landing/section";
import { PageHero } from "@/components/public/page-hero";
import { ContactCard } from "@/components/public/pricing/contact-card";
import { FeatureComparison } from "@/components/public/pricing/feature-comparison";
import { PricingCalculator } from "@/components/public/pricing/pricing-calculator";
import { JsonLd } from "@/components/seo/json-ld";
import { requestDemoLink } from "@/lib/content/navigation";
import { plans } from "@/lib/content/plans";
import { pricingPage } from "@/lib/content/pricing-page";
import { publishedPriceRanges } from "@/lib/pricing/published-price-ranges";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { planProductData } from "@/lib/seo/structured-data";

export const metadata: Metadata = pageMetadata("/pricing");

/** /pricing (spec 002 §2): the full calculator, both comparison tables, Request a Demo and a contact card. */
export default function PricingPage() {
  const ranges = publishedPriceRanges();
  return (
    <>
      <PageHero eyebrow={pricingPage.eyebrow} title={pricingPage.title} intro={pricingPage.intro} />

      <Section id="calculator" heading={pricingPage.calculatorHeading}>
        <div className="mt-8">
          <PricingCalculator layout="full" />
        </div>
      </Section>

      <Section id="compare" heading={pricingPage.comparisonHeading} intro={pricingPage.comparisonIntro} tone="canvas">
        <div className="mt-8">
          <FeatureComparison />
        </div>
      </Section>

      <Section id="demo" heading={pricingPage.demo.heading} intro={pricingPage.demo.body}>
        <div className="mt-8 grid gap-8 md:grid-cols-2 md:items-start">
          <p>
            <CtaLink href={requestDemoLink.href} size="lg">
              {requestDemoLink.label}
            </CtaLink>
          </p>
          <ContactCard heading={pricingPage.contact.heading} body={pricingPage.contact.body} />
        </div>
      </Section>

      {plans.map((plan) => (
        <JsonLd key={plan.id} data={planProductData(plan, ranges[plan.id])} />
      ))}
    </>
  );
}
