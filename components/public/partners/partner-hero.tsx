import { StaticImage } from "@/components/public/static-image";
import type { Partner } from "@/lib/content/partners";
import { partnerLanding } from "@/lib/content/partners-page";
import { CtaLink } from "../cta-link";
import { DiscountCodeBox } from "./discount-code-box";

/** A partner page's opening band and its only h1: logo, subtitle, title, discount and call to action. */
export function PartnerHero({ partner }: { partner: Partner }) {
  return (
    <section aria-labelledby="page-heading" className="bg-linear-to-b from-brand-50 to-surface">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <StaticImage {...partner.logo} alt={partner.logo.alt} loading="eager" />
          <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-700">{partner.subtitle}</p>
          <h1 id="page-heading" className="mt-3 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
            {partner.title}
          </h1>
          <p className="mt-6 text-lg leading-8 text-muted">{partnerLanding.intro}</p>
          {partner.discountText ? <DiscountCodeBox text={partner.discountText} code={partner.discountCode} /> : null}
          <div className="mt-8">
            <CtaLink href={partner.ctaUrl} size="lg">
              {partner.ctaText}
            </CtaLink>
          </div>
        </div>
        <StaticImage
          {...partner.heroImage}
          alt={partner.heroImage.alt}
          loading="eager"
          className="mx-auto h-auto w-full max-w-md"
        />
      </div>
    </section>
  );
}
