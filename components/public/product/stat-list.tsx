import { cn } from "@/components/ui/cn";
import type { SiteStat } from "@/lib/content/site-stats";
import { FootnoteRef } from "../landing/footnotes";

type StatListProps = {
  /** Each with the number of the page's footnote that qualifies it, if any. */
  stats: readonly (SiteStat & { footnote?: number })[];
};

/** Figures on a dark band: the value large, then the sentence it starts. Screen readers hear `spokenValue`. */
export function StatList({ stats }: StatListProps) {
  return (
    <ul className={cn("mt-10 grid gap-8", stats.length > 1 && "sm:grid-cols-2")}>
      {stats.map((stat) => (
        <li key={stat.value} className="border-l-2 border-accent-500 pl-4">
          <p className="text-base leading-7 text-brand-100">
            {stat.spokenValue ? (
              <>
                <span aria-hidden="true" className="block text-5xl font-semibold tracking-tight text-white">
                  {stat.value}
                </span>
                <span className="sr-only">{stat.spokenValue} </span>
              </>
            ) : (
              <span className="block text-5xl font-semibold tracking-tight text-white">{stat.value} </span>
            )}
            <span className="mt-2 block">
              {stat.label}
              {stat.footnote ? <FootnoteRef number={stat.footnote} tone="inverse" /> : null}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
