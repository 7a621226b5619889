import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CtaLink } from "@/components/public/cta-link";
import { CustomerQuotes } from "@/components/public/landing/customer-quotes";
import { Footnotes } from "@/components/public/landing/footnotes";
import { PlanCards } from "@/components/public/landing/plan-cards";
import { Section } from "@/components/public/landing/section";
import { StatsSection } from "@/components/public/landing/stats-section";
import { PageHero } from "@/components/public/page-hero";
import { footnotes } from "@/lib/content/landing";
import { getAppEnv } from "@/lib/env";
import { ExampleLabel } from "./example-label";

// Not in the public-page registry on purpose: no canonical URL, no sitemap entry, never indexed.
export const metadata: Metadata = { title: "Examples", robots: { index: false, follow: false } };

const ctaVariants = ["primary", "secondary"] as const;
const ctaSizes = ["md", "lg"] as const;

/**
 * /examplespage (spec 002 §2: staging only): the public building blocks on one page for design and QA review.
 * Evaluated at build time like every public page, so a non-staging build bakes in the 404.
 */
export default function ExamplesPage() {
  if (getAppEnv() !== "staging") notFound();

  return (
    <>
      <ExampleLabel name="PageHero" file="components/public/page-hero.tsx">
        <PageHero
          eyebrow="Staging only"
          title="Examples"
          intro="The building blocks of the public pages in one place, for designers and QA to review on staging."
        />
      </ExampleLabel>

      <ExampleLabel name="Section (surface) and CtaLink" file="components/public/landing/section.tsx">
        <Section
          id="example-surface"
          heading="Section in the surface tone"
          intro={
            "The default band: white background, ink heading, muted intro. Below, each CtaLink variant in both sizes."
          }
        >
          <ul className="mt-8 flex flex-wrap items-center gap-3">
            {ctaVariants.flatMap((variant) =>
              ctaSizes.map((size) => (
                <li key={`${variant}-${size}`}>
                  <CtaLink href="/examplespage" variant={variant} size={size}>
                    {`${variant} · ${size}`}
                  </CtaLink>
                </li>
              )),
            )}
          </ul>
        </Section>
      </ExampleLabel>

      <ExampleLabel name="Section (canvas)" file="components/public/landing/section.tsx">
        <Section
          id="example-canvas"
          heading="Section in the canvas tone"
          intro="For alternating bands. Cards inside it sit on white."
          tone="canvas"
        >
          <div className="mt-8 max-w-md rounded-2xl bg-surface p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">A card on canvas</h3>
            <p className="mt-2 text-sm leading-6 text-muted">Body text in the muted colour, AA on white and canvas.</p>
          </div>
        </Section>
      </ExampleLabel>

      <ExampleLabel name="Section (brand) and CtaLink inverse" file="components/public/landing/section.tsx">
        <Section
          id="example-brand"
          heading="Section in the brand tone"
          intro="White heading and brand-100 intro on brand-900. Calls to action here use the inverse variant."
          tone="brand"
        >
          <ul className="mt-8 flex flex-wrap items-center gap-3">
            {ctaSizes.map((size) => (
              <li key={size}>
                <CtaLink href="/examplespage" variant="inverse" size={size}>
                  {`inverse · ${size}`}
                </CtaLink>
              </li>
            ))}
          </ul>
        </Section>
      </ExampleLabel>

      <ExampleLabel name="PlanCards" file="components/public/landing/plan-cards.tsx">
        <PlanCards />
      </ExampleLabel>

      <ExampleLabel name="StatsSection (stats row)" file="components/public/landing/stats-section.tsx">
        <StatsSection />
      </ExampleLabel>

      <ExampleLabel name="CustomerQuotes" file="components/public/landing/customer-quotes.tsx">
        <CustomerQuotes />
      </ExampleLabel>

      {/* The landing page's footnotes, so the markers in the stats and quotes above point at them. */}
      <ExampleLabel name="Footnotes" file="components/public/landing/footnotes.tsx">
        <Footnotes notes={footnotes} />
      </ExampleLabel>
    </>
  );
}
