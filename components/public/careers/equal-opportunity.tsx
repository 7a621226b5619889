import { equalOpportunity } from "@/lib/content/jobs";

/** The equal opportunity statement, the same on the jobs list and every job page. */
export function EqualOpportunity() {
  return (
    <section aria-labelledby="equal-opportunity-heading">
      <h2 id="equal-opportunity-heading" className="text-xl font-semibold text-ink">
        {equalOpportunity.heading}
      </h2>
      <p className="mt-3 text-sm leading-6 text-muted">{equalOpportunity.statement}</p>
      <p className="mt-3 text-sm leading-6 text-muted">{equalOpportunity.accommodation}</p>
    </section>
  );
}
