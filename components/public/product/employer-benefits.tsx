import { StaticImage } from "@/components/public/static-image";
import { employerBenefits } from "@/lib/content/platform-page";
import { Section } from "../landing/section";
import { ItemGrid } from "./item-grid";

type EmployerBenefitsProps = {
  /** The band's h2; defaults to the platform page's. */
  heading?: string;
};

/** What every employer gets on either plan: the administrator dashboard and the launch and support services. */
export function EmployerBenefits({ heading = employerBenefits.heading }: EmployerBenefitsProps) {
  const { dashboard } = employerBenefits;
  return (
    <Section id="for-employers" heading={heading} intro={employerBenefits.intro} tone="canvas">
      <div className="mt-10 grid items-center gap-10 rounded-2xl border border-border bg-surface p-6 sm:p-8 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl font-semibold text-ink">{dashboard.title}</h3>
          <p className="mt-2 text-base leading-7 text-muted">{dashboard.body}</p>
          <dl className="mt-6 grid gap-6 sm:grid-cols-2">
            {dashboard.measures.map((measure) => (
              <div key={measure.title}>
                <dt className="text-base font-semibold text-ink">{measure.title}</dt>
                <dd className="mt-1 text-sm leading-6 text-muted">{measure.body}</dd>
              </div>
            ))}
          </dl>
        </div>
        <StaticImage {...dashboard.illustration} alt={dashboard.illustration.alt} className="h-auto w-full" />
      </div>
      <ItemGrid items={employerBenefits.support} columns={3} />
    </Section>
  );
}
