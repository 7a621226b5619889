import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Select } from "@/components/ui/select";
import { MIN_GROUP_SIZE } from "@/lib/plan-insights/privacy-rules";

type Choice = { dimension: "department" | "location"; value: string } | null;

/**
 * Department and location filters of the Overview, Engagement and Outcomes tabs: a plain GET form, so the figures stay
 * server-rendered and a filtered view can be linked. One filter at a time; only the values the plan offers are listed.
 */
export function InsightFilterForm({
  action,
  departments,
  locations,
  filter,
  notice,
}: {
  action: string;
  departments: string[];
  locations: string[];
  filter: Choice;
  notice: string | null;
}) {
  const chosen = (dimension: "department" | "location") => (filter?.dimension === dimension ? filter.value : "");
  const selects = [
    { name: "department", label: "Department", values: departments },
    { name: "location", label: "Location", values: locations },
  ] as const;
  return (
    <section aria-label="Filters" className="grid gap-3 rounded-xl border border-border bg-surface p-4">
      {departments.length || locations.length ? (
        <form action={action} method="get" className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
          {selects
            .filter((select) => select.values.length > 0)
            .map((select) => (
              <div key={select.name} className="grid gap-1">
                <label htmlFor={`insight-filter-${select.name}`} className="text-sm font-medium text-ink">
                  {select.label}
                </label>
                <Select id={`insight-filter-${select.name}`} name={select.name} defaultValue={chosen(select.name)} className="sm:w-56">
                  <option value="">All employees</option>
                  {select.values.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </Select>
              </div>
            ))}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClasses({ variant: "secondary" })}>
              Show figures
            </button>
            {filter ? (
              <Link href={action} className="text-sm font-medium text-brand-700 underline underline-offset-2">
                Show all employees
              </Link>
            ) : null}
          </div>
        </form>
      ) : null}
      <p role="status" className={cn("text-sm", notice ? "font-medium text-ink" : "text-muted")}>
        {notice ??
          (filter
            ? `Showing employees whose ${filter.dimension} is ${filter.value}, one ${filter.dimension} at a time.`
            : departments.length || locations.length
              ? "Showing all employees. Choose one department or one location."
              : `Filters by department or location appear for groups of at least ${MIN_GROUP_SIZE} employees on the roster.`)}
      </p>
      <p className="text-sm text-muted">
        A department or location is offered only when it and the rest of your company each have at least {MIN_GROUP_SIZE}{" "}
        employees, so that no small group can be worked out from the figures.
      </p>
    </section>
  );
}
