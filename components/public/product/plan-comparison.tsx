import { coachingComparison } from "@/lib/content/platform-page";
import { plans } from "@/lib/content/plans";
import { cn } from "@/components/ui/cn";
import { FootnoteRef } from "../landing/footnotes";
import { Section } from "../landing/section";
import { TextLink } from "./text-link";
import { FeatureCheckList } from "../feature-check-list";

type PlanComparisonProps = {
  /** The page's footnote about coaching. */
  footnote: number;
};

/** The platform next to coaching, feature by feature, with the way to the coaching page. */
export function PlanComparison({ footnote }: PlanComparisonProps) {
  return (
    <Section
      id="compare-coaching"
      heading={coachingComparison.heading}
      intro={
        <>
          {coachingComparison.intro}
          <FootnoteRef number={footnote} />
        </>
      }
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {plans.map((plan) => {
          const isCoaching = plan.href === coachingComparison.link.href;
          return (
            <li
              key={plan.id}
              className={cn(
                "rounded-2xl border p-6 sm:p-8",
                isCoaching ? "border-2 border-brand-700 bg-brand-50" : "border-border bg-surface",
              )}
            >
              <h3 className="text-xl font-semibold text-ink">{plan.name}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{plan.description}</p>
              <FeatureCheckList features={plan.features} className="mt-6" />
            </li>
          );
        })}
      </ul>
      <p className="mt-8">
        <TextLink href={coachingComparison.link.href}>{coachingComparison.link.label}</TextLink>
      </p>
    </Section>
  );
}
