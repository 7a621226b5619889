import type { ReactNode } from "react";

type PageHeroProps = {
  eyebrow?: string;
  /** The page's only h1. */
  title: string;
  intro?: ReactNode;
  /** Calls to action or an illustration under the intro. */
  children?: ReactNode;
};

/** The opening band of every public page but the landing page: an eyebrow, the page's h1 and an intro. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-heading" className="bg-linear-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
          ) : null}
          <h1 id="page-heading" className="mt-3 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
            {title}
          </h1>
          {intro ? <p className="mt-6 text-lg leading-8 text-muted">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
