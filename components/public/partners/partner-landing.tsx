import type { Partner } from "@/lib/content/partners";
import { CustomerQuotes } from "../landing/customer-quotes";
import { PlanCards } from "../landing/plan-cards";
import { PlatformExplorer } from "../landing/platform-explorer";
import { PartnerHero } from "./partner-hero";
import { PartnerLogoBar } from "./partner-logo-bar";

/** One partner's landing page (spec 002 §2), sections in the spec's order. */
export function PartnerLanding({ partner }: { partner: Partner }) {
  return (
    <>
      <PartnerHero partner={partner} />
      {partner.logoBar?.length ? <PartnerLogoBar logos={partner.logoBar} /> : null}
      <PlatformExplorer heading={partner.platformCardTitle} />
      <PlanCards />
      <CustomerQuotes />
    </>
  );
}
