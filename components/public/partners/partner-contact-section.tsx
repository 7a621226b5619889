import { requestDemoLink } from "@/lib/content/navigation";
import { partnerContact } from "@/lib/content/partners-page";
import { siteConfig } from "@/lib/site-config";
import { CtaLink } from "../cta-link";
import { Section } from "../landing/section";

/** Request a Demo, or write to us. */
export function PartnerContactSection() {
  return (
    <Section id="partner-contact" heading={partnerContact.heading} intro={partnerContact.intro} tone="brand">
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
        <CtaLink href={requestDemoLink.href} variant="inverse" size="lg">
          {requestDemoLink.label}
        </CtaLink>
        <p className="text-base text-brand-100">
          {partnerContact.emailLabel}{" "}
          <a
            href={`mailto:${siteConfig.infoEmail}`}
            className="rounded-sm font-semibold text-white underline underline-offset-4"
          >
            {siteConfig.infoEmail}
          </a>
        </p>
      </div>
    </Section>
  );
}
