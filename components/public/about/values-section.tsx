import { coreValues } from "@/lib/content/about";
import { Section } from "../landing/section";

/** The six core values, each with what it means in practice. */
export function ValuesSection() {
  return (
    <Section id="values" heading={coreValues.heading} intro={coreValues.intro}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {coreValues.values.map((value) => (
          <li key={value.name} className="rounded-2xl border border-border p-6">
            <h3 className="text-lg font-semibold text-ink">{value.name}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{value.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
