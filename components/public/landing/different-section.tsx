import { differentOnPurpose, footnoteNumber } from "@/lib/content/landing";
import { FootnoteRef } from "./footnotes";
import { Section } from "./section";

/** The four ways Mariner is built differently. */
export function DifferentSection() {
  return (
    <Section
      id="different-on-purpose"
      heading={differentOnPurpose.heading}
      intro={differentOnPurpose.intro}
      tone="canvas"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {differentOnPurpose.points.map((point) => (
          <li key={point.title} className="rounded-2xl bg-surface p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">{point.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">
              {point.body}
              {"footnote" in point ? <FootnoteRef number={footnoteNumber(point.footnote)} /> : null}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
