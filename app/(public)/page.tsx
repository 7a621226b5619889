import type { Metadata } from "next";
import { ClientsSection } from "@/components/public/landing/clients-section";
import { CustomerQuotes } from "@/components/public/landing/customer-quotes";
import { DifferentSection } from "@/components/public/landing/different-section";
import { Footnotes } from "@/components/public/landing/footnotes";
import { GettingStartedSection } from "@/components/public/landing/getting-started-section";
import { HeroSection } from "@/components/public/landing/hero-section";
import { PlanCards } from "@/components/public/landing/plan-cards";
import { PlatformExplorer } from "@/components/public/landing/platform-explorer";
import { PricingCalculatorSlot } from "@/components/public/landing/pricing-calculator-slot";
import { ResultsSection } from "@/components/public/landing/results-section";
import { StatsSection } from "@/components/public/landing/stats-section";
import { footnotes } from "@/lib/content/landing";
import { siteConfig } from "@/lib/site-config";

const title = `${siteConfig.name}: financial wellness benefits for employers`;
const description =
  "Give every employee personalized money education, budgeting, goals, a financial health summary and optional " +
  "1-on-1 coaching with licensed coaches. Set up in under 10 minutes.";

export const metadata: Metadata = {
  // Absolute: the landing page's title is the whole brand line, not "<page> · <brand>".
  title: { absolute: title },
  description,
  alternates: { canonical: "/" },
  openGraph: { type: "website", url: "/", siteName: siteConfig.name, title, description },
};

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
      <PricingCalculatorSlot />
      <GettingStartedSection />
      <CustomerQuotes />
      <Footnotes notes={footnotes} />
    </>
  );
}
