import { partnerKinds } from "@/lib/content/partners-page";
import { Section } from "../landing/section";

/** The kinds of organization that partner with Mariner. */
export function PartnerKindsSection() {
  return (
    <Section id="who-we-partner-with" heading={partnerKinds.heading} tone="canvas">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {partnerKinds.kinds.map((kind) => (
          <li key={kind.title} className="rounded-2xl bg-surface p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">{kind.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{kind.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
