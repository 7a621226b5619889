import { StaticImage } from "@/components/public/static-image";
import { results } from "@/lib/content/landing";
import { Section } from "./section";

/** What the administrator dashboard reports back to the employer. */
export function ResultsSection() {
  return (
    <Section id="results" heading={results.heading} intro={results.intro} tone="canvas">
      <div className="mt-10 grid items-center gap-10 lg:grid-cols-2">
        <dl className="grid gap-6 sm:grid-cols-2">
          {results.measures.map((measure) => (
            <div key={measure.title}>
              <dt className="text-base font-semibold text-ink">{measure.title}</dt>
              <dd className="mt-1 text-sm leading-6 text-muted">{measure.body}</dd>
            </div>
          ))}
        </dl>
        <StaticImage
          src={results.illustration.src}
          alt={results.illustration.alt}
          width={results.illustration.width}
          height={results.illustration.height}
          className="h-auto w-full"
        />
      </div>
    </Section>
  );
}
