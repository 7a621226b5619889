import { cn } from "@/components/ui/cn";
import type { Job } from "@/lib/content/jobs";

/** The open roles as cards: title (linking to the job page), location and type, blurb. */
export function JobList({ jobs }: { jobs: readonly Job[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {jobs.map((job) => (
        <li key={job.id} className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
          <h3 className="text-xl font-semibold text-ink">
            <a
              href={`/jobs/${job.id}`}
              className="rounded-sm text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {job.title}
            </a>
          </h3>
          <JobFacts job={job} className="mt-3" />
          <p className="mt-4 flex-1 text-sm leading-6 text-muted">{job.blurb}</p>
        </li>
      ))}
    </ul>
  );
}

type JobFactsProps = { job: Pick<Job, "location" | "type">; size?: "sm" | "base"; className?: string };

/** Location and type, as a term list so both are announced with their labels. */
export function JobFacts({ job, size = "sm", className }: JobFactsProps) {
  return (
    <dl className={cn("flex flex-wrap gap-x-6 gap-y-1", size === "sm" ? "text-sm" : "text-base", className)}>
      <div className="flex gap-1.5">
        <dt className="font-semibold text-ink">Location:</dt>
        <dd className="text-muted">{job.location}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="font-semibold text-ink">Type:</dt>
        <dd className="text-muted">{job.type}</dd>
      </div>
    </dl>
  );
}
