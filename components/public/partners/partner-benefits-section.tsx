import { partnerBenefits } from "@/lib/content/partners-page";
import { Section } from "../landing/section";

/** The four reasons to partner with Mariner. */
export function PartnerBenefitsSection() {
  return (
    <Section id="partner-benefits" heading={partnerBenefits.heading} intro={partnerBenefits.intro}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {partnerBenefits.benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-2xl border border-border p-6">
            <h3 className="text-lg font-semibold text-ink">{benefit.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{benefit.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
