import type { Metadata } from "next";
import { StaticImage } from "@/components/public/static-image";
import { CustomerQuotes } from "@/components/public/landing/customer-quotes";
import { Footnotes } from "@/components/public/landing/footnotes";
import { Section } from "@/components/public/landing/section";
import { PageHero } from "@/components/public/page-hero";
import { ClosingCta } from "@/components/public/product/closing-cta";
import { CtaRow } from "@/components/public/product/cta-row";
import { footnoteNumberIn } from "@/components/public/product/footnote-number";
import { ItemGrid } from "@/components/public/product/item-grid";
import { StatList } from "@/components/public/product/stat-list";
import { TextLink } from "@/components/public/product/text-link";
import {
  coachingChannels,
  coachingClosing,
  coachingFootnotes,
  coachingHero,
  coachingStats,
  coachingTestimonials,
  coachingThemes,
  launchSupport,
} from "@/lib/content/coaching-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata("/financial-wellness-coaching");

/** /financial-wellness-coaching (spec 002 §2 "Coaching page"). Static. */
export default function FinancialWellnessCoachingPage() {
  const noteNumber = (id: string) => footnoteNumberIn(coachingFootnotes, id);
  return (
    <>
      <PageHero eyebrow={coachingHero.eyebrow} title={coachingHero.title} intro={coachingHero.intro}>
        <p className="mt-4 max-w-3xl text-base font-medium text-ink">{coachingHero.disclaimer}</p>
        <CtaRow ctas={coachingHero.ctas} />
      </PageHero>

      <Section id="how-coaching-works" heading={coachingChannels.heading} intro={coachingChannels.intro}>
        <div className="grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
          <StaticImage
            {...coachingChannels.illustration}
            alt={coachingChannels.illustration.alt}
            className="mx-auto mt-10 h-auto w-full max-w-md"
          />
          <div>
            <ItemGrid items={coachingChannels.channels} columns={1} />
            <p className="mt-8">
              <TextLink href={coachingChannels.platformLink.href}>{coachingChannels.platformLink.label}</TextLink>
            </p>
          </div>
        </div>
      </Section>

      <Section id="coaching-themes" heading={coachingThemes.heading} intro={coachingThemes.intro} tone="canvas">
        <ItemGrid items={coachingThemes.themes} columns={3} />
      </Section>

      <Section id="stats" heading={coachingStats.heading} tone="brand">
        <StatList stats={coachingStats.items.map((stat) => ({ ...stat, footnote: noteNumber(stat.footnote) }))} />
      </Section>

      <Section id="launch-and-support" heading={launchSupport.heading} intro={launchSupport.intro}>
        <ItemGrid items={launchSupport.features} columns={4} />
      </Section>

      <CustomerQuotes
        quotes={coachingTestimonials.quotes}
        heading={coachingTestimonials.heading}
        intro={coachingTestimonials.intro}
        footnote={noteNumber(coachingTestimonials.footnote)}
      />

      <ClosingCta heading={coachingClosing.heading} intro={coachingClosing.intro} ctas={coachingClosing.ctas} />

      <Footnotes notes={coachingFootnotes} />
    </>
  );
}
