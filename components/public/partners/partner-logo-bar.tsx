import { StaticImage } from "@/components/public/static-image";
import type { Illustration } from "@/lib/content/landing";
import { partnerLanding } from "@/lib/content/partners-page";

/** The optional strip of logos under a partner's hero, e.g. the organizations a partner serves. */
export function PartnerLogoBar({ logos }: { logos: readonly Illustration[] }) {
  return (
    <section aria-label={partnerLanding.logoBarLabel} className="border-y border-border bg-surface py-8">
      <ul className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-8 px-4 sm:px-6">
        {logos.map((logo) => (
          <li key={logo.src}>
            <StaticImage {...logo} alt={logo.alt} />
          </li>
        ))}
      </ul>
    </section>
  );
}
