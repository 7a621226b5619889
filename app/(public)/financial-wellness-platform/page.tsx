import type { Metadata } from "next";
import { StaticImage } from "@/components/public/static-image";
import { Footnotes } from "@/components/public/landing/footnotes";
import { Section } from "@/components/public/landing/section";
import { PageHero } from "@/components/public/page-hero";
import { ClosingCta } from "@/components/public/product/closing-cta";
import { CtaRow } from "@/components/public/product/cta-row";
import { EmployerBenefits } from "@/components/public/product/employer-benefits";
import { footnoteNumberIn } from "@/components/public/product/footnote-number";
import { ItemGrid } from "@/components/public/product/item-grid";
import { PlanComparison } from "@/components/public/product/plan-comparison";
import { StatList } from "@/components/public/product/stat-list";
import {
  coachingComparison,
  employeeFeatures,
  platformClosing,
  platformFootnotes,
  platformHero,
  setupBand,
} from "@/lib/content/platform-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata("/financial-wellness-platform");

/** /financial-wellness-platform (spec 002 §1, §2): the self-guided plan, for employees and for the employer. Static. */
export default function FinancialWellnessPlatformPage() {
  const noteNumber = (id: string) => footnoteNumberIn(platformFootnotes, id);
  return (
    <>
      <PageHero eyebrow={platformHero.eyebrow} title={platformHero.title} intro={platformHero.intro}>
        <CtaRow ctas={platformHero.ctas} />
      </PageHero>

      <Section id="for-employees" heading={employeeFeatures.heading} intro={employeeFeatures.intro}>
        <div className="grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
          <StaticImage
            {...employeeFeatures.illustration}
            alt={employeeFeatures.illustration.alt}
            className="mx-auto mt-10 h-auto w-full max-w-md"
          />
          <ItemGrid items={employeeFeatures.features} columns={2} />
        </div>
      </Section>

      <EmployerBenefits />

      <Section id="setup" heading={setupBand.heading} tone="brand">
        <div className="grid items-end gap-10 lg:grid-cols-2">
          <StatList stats={[{ ...setupBand.stat, footnote: noteNumber(setupBand.footnote) }]} />
          <p className="text-lg leading-8 text-brand-100">{setupBand.body}</p>
        </div>
      </Section>

      <PlanComparison footnote={noteNumber(coachingComparison.footnote)} />

      <ClosingCta heading={platformClosing.heading} intro={platformClosing.intro} ctas={platformClosing.ctas} />

      <Footnotes notes={platformFootnotes} />
    </>
  );
}
