import { StaticImage } from "@/components/public/static-image";
import { planOptions } from "@/lib/content/landing";
import { plans } from "@/lib/content/plans";
import { pricingLink, requestDemoLink } from "@/lib/content/navigation";
import { CtaLink } from "../cta-link";
import { Section } from "./section";
import { FeatureCheckList } from "../feature-check-list";

const cardClasses = "flex flex-col rounded-2xl border border-border bg-surface p-8 shadow-sm";

/** The two plans side by side. Prices live in the pricing calculator, not here. Partner pages reuse it. */
export function PlanCards() {
  return (
    <Section id="plans" heading={planOptions.heading} intro={planOptions.intro}>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {plans.map((plan) => (
          <li key={plan.id} className={cardClasses}>
            <StaticImage {...plan.illustration} alt={plan.illustration.alt} />
            <h3 className="mt-6 text-2xl font-semibold text-ink">{plan.name}</h3>
            <p className="mt-2 text-base text-muted">{plan.description}</p>
            <FeatureCheckList features={plan.features} className="mt-6 flex-1" />
            <p className="mt-8">
              <a
                href={plan.href}
                className="rounded-sm text-sm font-semibold text-brand-700 underline underline-offset-4"
              >
                More about {plan.name}
              </a>
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <CtaLink href={requestDemoLink.href}>{requestDemoLink.label}</CtaLink>
        <CtaLink href={pricingLink.href} variant="secondary">
          Compare plans
        </CtaLink>
      </div>
    </Section>
  );
}
