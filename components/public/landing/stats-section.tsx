import { footnoteNumber, stats } from "@/lib/content/landing";
import { FootnoteRef } from "./footnotes";
import { Section } from "./section";

/** The marketing figures, each a value followed by the sentence it starts. */
export function StatsSection() {
  return (
    <Section id="stats" heading={stats.heading} tone="brand">
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {stats.items.map((stat) => (
          <li key={stat.value} className="border-l-2 border-accent-500 pl-4">
            <p className="text-sm leading-6 text-brand-100">
              {"spokenValue" in stat ? (
                <>
                  <span aria-hidden="true" className="block text-4xl font-semibold tracking-tight text-white">
                    {stat.value}
                  </span>
                  <span className="sr-only">{stat.spokenValue} </span>
                </>
              ) : (
                <span className="block text-4xl font-semibold tracking-tight text-white">{stat.value} </span>
              )}
              <span className="mt-2 block">
                {stat.label}
                {"footnote" in stat ? <FootnoteRef number={footnoteNumber(stat.footnote)} tone="inverse" /> : null}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
