import { StaticImage } from "@/components/public/static-image";
import { partners } from "@/lib/content/partners";
import { partnerDirectory } from "@/lib/content/partners-page";
import { Section } from "../landing/section";

const cardClasses =
  "flex min-h-11 h-full flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-4 text-center " +
  "text-sm font-semibold text-ink hover:border-brand-700 hover:text-brand-700";

/** Every partner's logo and name, each linking to its landing page. */
export function PartnerDirectory() {
  return (
    <Section id="our-partners" heading={partnerDirectory.heading} intro={partnerDirectory.intro} tone="canvas">
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {partners.map((partner) => (
          <li key={partner.slug}>
            <a href={`/partners/${partner.slug}`} className={cardClasses}>
              {/* The name under the logo is the link's text, so the logo itself is decorative here. */}
              <StaticImage {...partner.logo} alt="" className="h-auto w-full max-w-50" />
              {partner.name}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
