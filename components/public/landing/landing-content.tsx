import { customerQuotes, footnoteNumber, footnotes } from "@/lib/content/landing";
import { ClientsSection } from "./clients-section";
import { CustomerQuotes } from "./customer-quotes";
import { DifferentSection } from "./different-section";
import { Footnotes } from "./footnotes";
import { GettingStartedSection } from "./getting-started-section";
import { HeroSection } from "./hero-section";
import { PlanCards } from "./plan-cards";
import { PlatformExplorer } from "./platform-explorer";
import { PricingSection } from "./pricing-section";
import { ResultsSection } from "./results-section";
import { StatsSection } from "./stats-section";

/**
 * The landing page's sections in the spec's order (spec 002 §2). The 404 page shows them too (`asNotFound`), with the
 * pricing band as a link to /pricing instead of the live calculator and no early fetch of the hero image: the
 * not-found page belongs to the root layout, so its client code and preloads would reach every page of the site.
 */
export function LandingContent({ asNotFound = false }: { asNotFound?: boolean }) {
  return (
    <>
      <HeroSection priority={!asNotFound} />
      <StatsSection />
      <PlatformExplorer />
      <ResultsSection />
      <ClientsSection />
      <DifferentSection />
      <PlanCards />
      <PricingSection liveCalculator={!asNotFound} />
      <GettingStartedSection />
      <CustomerQuotes footnote={footnoteNumber(customerQuotes.footnote)} />
      <Footnotes notes={footnotes} />
    </>
  );
}
