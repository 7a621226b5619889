import type { ResultOf } from "@/lib/graphql/client/graphql";
import type { ROSTER_IMPORT } from "./plan-roster-operations";

export type RosterImportData = NonNullable<ResultOf<typeof ROSTER_IMPORT>["rosterImport"]>;

type Person = RosterImportData["preview"]["additions"][number];

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * What a roster file would change, shown before anything is applied: the counts, every row error (row number and
 * reason) and a sample of each kind of change. Roster facts only.
 */
export function RosterImportPreview({ rosterImport }: { rosterImport: RosterImportData }) {
  const { preview } = rosterImport;
  const hasErrors = rosterImport.errorCount > 0;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink">
        <strong>{rosterImport.fileName ?? "Your file"}</strong>: {count(rosterImport.rowCount, "row", "rows")}.
      </p>
      <ul aria-label="What the file changes" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="New employees" value={rosterImport.additionCount} />
        <Stat label="Changed" value={rosterImport.changeCount} />
        <Stat label="Terminated" value={rosterImport.terminationCount} />
        <Stat label="Rows with errors" value={rosterImport.errorCount} tone={hasErrors ? "danger" : "plain"} />
      </ul>
      {hasErrors ? (
        <section aria-labelledby="roster-errors" className="rounded-lg border border-danger-700 bg-surface p-4">
          <h3 id="roster-errors" className="font-semibold text-danger-700">
            Fix {count(rosterImport.errorCount, "row", "rows")} and upload the file again
          </h3>
          <p className="mt-1 text-sm text-muted">Nothing is applied while the file has errors.</p>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">Rows with errors</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className="w-20 py-1 pr-3 font-medium">
                  Row
                </th>
                <th scope="col" className="py-1 font-medium">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.errors.map((error) => (
                <tr key={`${error.row}-${error.reason}`} className="border-t border-border">
                  <td className="py-1.5 pr-3 tabular-nums text-ink">{error.row}</td>
                  <td className="py-1.5 text-ink">{error.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rosterImport.errorCount > preview.errors.length ? (
            <p className="mt-2 text-sm text-muted">…and {count(rosterImport.errorCount - preview.errors.length, "more row", "more rows")}.</p>
          ) : null}
        </section>
      ) : null}
      <Sample title="New employees" people={preview.additions} total={rosterImport.additionCount} />
      <Sample title="Changes" people={preview.changes} total={rosterImport.changeCount} />
      <Sample title="Terminations" people={preview.terminations} total={rosterImport.terminationCount} />
    </div>
  );
}

function Stat({ label, value, tone = "plain" }: { label: string; value: number; tone?: "plain" | "danger" }) {
  return (
    <li className="rounded-lg border border-border bg-surface p-3">
      <p className="text-sm text-muted">{label}</p>
      <p className={`text-2xl font-semibold tabular-nums ${tone === "danger" ? "text-danger-700" : "text-ink"}`}>{value.toLocaleString("en-US")}</p>
    </li>
  );
}

function Sample({ title, people, total }: { title: string; people: readonly Person[]; total: number }) {
  if (total === 0) return null;
  return (
    <details className="rounded-lg border border-border bg-surface p-4">
      <summary className="cursor-pointer font-medium text-ink">
        {title} ({total.toLocaleString("en-US")})
      </summary>
      <ul className="mt-2 grid gap-1 text-sm">
        {people.map((person) => (
          <li key={`${person.workEmail}-${person.row ?? ""}`} className="flex flex-wrap gap-x-2 text-ink">
            <span className="font-medium">{person.name || person.workEmail}</span>
            {person.name ? <span className="text-muted">{person.workEmail}</span> : null}
            <span className="text-muted">· {person.detail}</span>
          </li>
        ))}
      </ul>
      {total > people.length ? <p className="mt-2 text-sm text-muted">…and {(total - people.length).toLocaleString("en-US")} more.</p> : null}
    </details>
  );
}
