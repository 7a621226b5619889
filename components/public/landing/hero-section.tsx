import { StaticImage } from "@/components/public/static-image";
import { hero } from "@/lib/content/landing";
import { pricingLink, requestDemoLink } from "@/lib/content/navigation";
import { CtaLink } from "../cta-link";

/** The landing page's opening band and its only h1. */
export function HeroSection({ priority = true }: { priority?: boolean }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-50 to-surface">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{hero.eyebrow}</p>
          <h1 id="hero-heading" className="mt-3 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
            {hero.headline}
          </h1>
          <p className="mt-6 text-lg leading-8 text-muted">{hero.subheadline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CtaLink href={requestDemoLink.href} size="lg">
              {requestDemoLink.label}
            </CtaLink>
            <CtaLink href={pricingLink.href} variant="secondary" size="lg">
              See pricing
            </CtaLink>
          </div>
        </div>
        <StaticImage
          src={hero.illustration.src}
          alt={hero.illustration.alt}
          width={hero.illustration.width}
          height={hero.illustration.height}
          priority={priority}
          className="mx-auto h-auto w-full max-w-md"
        />
      </div>
    </section>
  );
}
