import { hiring } from "@/lib/content/about";
import { CtaLink } from "../cta-link";
import { Section } from "../landing/section";

/** The call to join the team, pointing at the careers page. */
export function HiringSection() {
  return (
    <Section id="hiring" heading={hiring.heading} intro={hiring.intro} tone="brand">
      <div className="mt-8">
        <CtaLink href={hiring.link.href} variant="inverse" size="lg">
          {hiring.link.label}
        </CtaLink>
      </div>
    </Section>
  );
}
