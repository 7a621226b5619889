import { StaticImage } from "@/components/public/static-image";
import { explorePlatform } from "@/lib/content/landing";
import { Section } from "./section";

type PlatformExplorerProps = {
  /** Replaces the landing page's heading (partner pages use their platformCardTitle). */
  heading?: string;
};

/** The platform's four employee tools, with a link to the platform page. Partner pages reuse it. */
export function PlatformExplorer({ heading = explorePlatform.heading }: PlatformExplorerProps) {
  return (
    <Section id="explore-platform" heading={heading} intro={explorePlatform.intro}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {explorePlatform.features.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-border bg-surface p-6">
            <StaticImage {...feature.icon} alt={feature.icon.alt} />
            <h3 className="mt-4 text-lg font-semibold text-ink">{feature.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{feature.body}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <a
          href={explorePlatform.link.href}
          className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {explorePlatform.link.label}
        </a>
      </p>
    </Section>
  );
}
