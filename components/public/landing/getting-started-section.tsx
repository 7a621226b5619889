import { gettingStarted } from "@/lib/content/landing";
import { requestDemoLink } from "@/lib/content/navigation";
import { CtaLink } from "../cta-link";
import { Section } from "./section";

/** Three numbered steps from demo to launch. */
export function GettingStartedSection() {
  return (
    <Section id="getting-started" heading={gettingStarted.heading}>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {gettingStarted.steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-border p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-6 text-muted">{step.body}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10">
        <CtaLink href={requestDemoLink.href} size="lg">
          {requestDemoLink.label}
        </CtaLink>
      </div>
    </Section>
  );
}
