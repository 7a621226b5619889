import type { Metadata } from "next";
import { StaticImage } from "@/components/public/static-image";
import { notFound } from "next/navigation";
import { Section } from "@/components/public/landing/section";
import { PageHero } from "@/components/public/page-hero";
import { ClosingCta } from "@/components/public/product/closing-cta";
import { CtaRow } from "@/components/public/product/cta-row";
import { EmployerBenefits } from "@/components/public/product/employer-benefits";
import { TextLink } from "@/components/public/product/text-link";
import type { NavLink } from "@/lib/content/navigation";
import { pricingLink, requestDemoLink } from "@/lib/content/navigation";
import { findPlan, plans, type MarketingPlan } from "@/lib/content/plans";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { FeatureCheckList } from "@/components/public/feature-check-list";

type Props = { params: Promise<{ plan: string }> };

// Only the prerendered pages exist: proxy.ts sends other spellings to the lower-case one first, and any other
// value is a 404 without rendering anything on demand (nothing for a crawler to fill a cache with).
export const dynamicParams = false;

export function generateStaticParams() {
  return plans.map((plan) => ({ plan: plan.id }));
}

async function planFrom(params: Props["params"]): Promise<MarketingPlan> {
  const plan = findPlan((await params).plan);
  if (!plan) notFound();
  return plan;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(`/plan/${(await planFrom(params)).id}`);
}

function planCtas(plan: MarketingPlan): NavLink[] {
  return [
    { label: "Get started", href: `/sign-up/for-employers/${plan.id}` },
    requestDemoLink,
    { label: "See pricing", href: pricingLink.href },
  ];
}

/** /plan/{plan}: one plan, what it includes and how to buy it (spec 002 §2, §3 "marketing plan"). Static. */
export default async function PlanPage({ params }: Props) {
  const plan = await planFrom(params);
  const otherPlans = plans.filter((candidate) => candidate.id !== plan.id);
  const ctas = planCtas(plan);

  return (
    <>
      <PageHero eyebrow="Plan" title={plan.name} intro={plan.description}>
        <CtaRow ctas={ctas} />
      </PageHero>

      <Section id="included" heading={`What ${plan.name} includes`}>
        <div className="mt-10 flex flex-col gap-8 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:flex-row sm:p-8">
          <StaticImage {...plan.illustration} alt={plan.illustration.alt} className="shrink-0" />
          <div>
            <h3 className="text-xl font-semibold text-ink">For every employee</h3>
            <FeatureCheckList features={plan.features} size="md" className="mt-4" />
            <p className="mt-6">
              <TextLink href={plan.href}>More about {plan.name}</TextLink>
            </p>
          </div>
        </div>
      </Section>

      <EmployerBenefits />

      <Section id="other-plans" heading="Comparing plans?">
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {otherPlans.map((other) => (
            <li key={other.id} className="rounded-2xl border border-border bg-surface p-6">
              <h3 className="text-xl font-semibold text-ink">{other.name}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{other.description}</p>
              <p className="mt-4">
                <TextLink href={`/plan/${other.id}`}>See the {other.name} plan</TextLink>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta
        heading={`Ready to offer ${plan.name}?`}
        intro="Create your company account and set up your plan online, or talk it through with us first."
        ctas={ctas}
      />
    </>
  );
}
