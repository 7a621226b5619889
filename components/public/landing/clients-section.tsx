import { currentClients } from "@/lib/content/landing";
import { Section } from "./section";

const tileClasses =
  "flex min-h-24 items-center justify-center rounded-2xl border border-border bg-canvas px-4 text-center text-base " +
  "font-semibold text-brand-900";

/** Who offers Mariner today, by kind of organization until client logos are cleared for use. */
export function ClientsSection() {
  return (
    <Section id="current-clients" heading={currentClients.heading} intro={currentClients.intro}>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {currentClients.kinds.map((kind) => (
          <li key={kind} className={tileClasses}>
            {kind}
          </li>
        ))}
      </ul>
    </Section>
  );
}
