import type { Metadata } from "next";
import { CtaLink } from "@/components/public/cta-link";
import { PageHero } from "@/components/public/page-hero";
import { PartnerBenefitsSection } from "@/components/public/partners/partner-benefits-section";
import { PartnerContactSection } from "@/components/public/partners/partner-contact-section";
import { PartnerDirectory } from "@/components/public/partners/partner-directory";
import { PartnerKindsSection } from "@/components/public/partners/partner-kinds-section";
import { requestDemoLink } from "@/lib/content/navigation";
import { partnersHero } from "@/lib/content/partners-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata("/partners");

/** /partners (spec 002 §2): who partners are, the four benefits, every partner's page and how to get in touch. */
export default function PartnersPage() {
  return (
    <>
      <PageHero eyebrow={partnersHero.eyebrow} title={partnersHero.title} intro={partnersHero.intro}>
        <div className="mt-8">
          <CtaLink href={requestDemoLink.href} size="lg">
            {requestDemoLink.label}
          </CtaLink>
        </div>
      </PageHero>
      <PartnerKindsSection />
      <PartnerBenefitsSection />
      <PartnerDirectory />
      <PartnerContactSection />
    </>
  );
}
