import type { Metadata } from "next";
import { ClientsSection } from "@/components/public/landing/clients-section";
import { CustomerQuotes } from "@/components/public/landing/customer-quotes";
import { DifferentSection } from "@/components/public/landing/different-section";
import { Footnotes } from "@/components/public/landing/footnotes";
import { GettingStartedSection } from "@/components/public/landing/getting-started-section";
import { HeroSection } from "@/components/public/landing/hero-section";
import { PlanCards } from "@/components/public/landing/plan-cards";
import { PlatformExplorer } from "@/components/public/landing/platform-explorer";
import { PricingSection } from "@/components/public/landing/pricing-section";
import { ResultsSection } from "@/components/public/landing/results-section";
import { StatsSection } from "@/components/public/landing/stats-section";
import { customerQuotes, footnoteNumber, footnotes } from "@/lib/content/landing";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata("/");

/** The signed-out landing page (spec 002 §2), sections in the spec's order. Static: no data, cookies or headers. */
export default function LandingPage() {
  return (
    <>
      <HeroSection />
      <StatsSection />
      <PlatformExplorer />
      <ResultsSection />
      <ClientsSection />
      <DifferentSection />
      <PlanCards />
      <PricingSection />
      <GettingStartedSection />
      <CustomerQuotes footnote={footnoteNumber(customerQuotes.footnote)} />
      <Footnotes notes={footnotes} />
    </>
  );
}
