import type { NavLink } from "@/lib/content/navigation";
import { Section } from "../landing/section";
import { CtaRow } from "./cta-row";

type ClosingCtaProps = {
  id?: string;
  heading: string;
  intro: string;
  ctas: readonly NavLink[];
};

/** The last band before the footnotes: one more invitation to request a demo. */
export function ClosingCta({ id = "next-steps", heading, intro, ctas }: ClosingCtaProps) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="canvas">
      <CtaRow ctas={ctas} />
    </Section>
  );
}
