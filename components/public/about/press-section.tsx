import { StaticImage } from "@/components/public/static-image";
import { press } from "@/lib/content/about";
import { siteConfig } from "@/lib/site-config";
import { Section } from "../landing/section";

/** Outlet wordmarks and where journalists can reach us. */
export function PressSection() {
  return (
    <Section id="press" heading={press.heading} intro={press.intro} tone="canvas">
      <ul className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {press.outlets.map((outlet) => (
          <li key={outlet.name} className="flex items-center justify-center rounded-2xl bg-surface p-4">
            <StaticImage {...outlet.logo} alt={outlet.logo.alt} className="h-auto w-full max-w-50" />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-base text-muted">
        {press.contactLabel}:{" "}
        <a
          href={`mailto:${siteConfig.infoEmail}`}
          className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {siteConfig.infoEmail}
        </a>
      </p>
    </Section>
  );
}
