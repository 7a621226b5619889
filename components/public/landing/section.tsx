import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

const tones = {
  surface: { section: "bg-surface", heading: "text-ink", intro: "text-muted" },
  canvas: { section: "bg-canvas", heading: "text-ink", intro: "text-muted" },
  brand: { section: "bg-brand-900", heading: "text-white", intro: "text-brand-100" },
} as const;

type SectionProps = {
  /** Anchor for in-page links; the heading's id derives from it. */
  id: string;
  heading: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  children: ReactNode;
};

/** One landing-page band: a labelled region with an h2, an optional intro and its content. */
export function Section({ id, heading, intro, tone = "surface", children }: SectionProps) {
  const headingId = `${id}-heading`;
  const colors = tones[tone];
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-16 sm:py-20", colors.section)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id={headingId} className={cn("text-3xl font-semibold tracking-tight sm:text-4xl", colors.heading)}>
            {heading}
          </h2>
          {intro ? <p className={cn("mt-4 text-lg leading-8", colors.intro)}>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
