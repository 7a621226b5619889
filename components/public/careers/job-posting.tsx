import type { Job } from "@/lib/content/jobs";
import { ChevronLeftIcon } from "../icons";
import { EqualOpportunity } from "./equal-opportunity";
import { HowToApply } from "./how-to-apply";
import { JobFacts } from "./job-list";

const backLinkClasses =
  "-ml-1 inline-flex min-h-11 items-center gap-1 rounded-sm px-1 text-sm font-semibold text-brand-700 " +
  "hover:text-brand-900";

const listSections = [
  { id: "responsibilities", heading: "Responsibilities", items: (job: Job) => job.responsibilities },
  { id: "minimum-qualifications", heading: "Minimum qualifications", items: (job: Job) => job.minimumQualifications },
  {
    id: "preferred-qualifications",
    heading: "Preferred qualifications",
    items: (job: Job) => job.preferredQualifications,
  },
  { id: "benefits", heading: "Benefits", items: (job: Job) => job.benefits },
] as const;

/** One job: 'Back to jobs', the title as the page's h1, location and type, then the description and its lists. */
export function JobPosting({ job }: { job: Job }) {
  return (
    <>
      <section aria-labelledby="page-heading" className="bg-linear-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-3xl px-4 pb-10 pt-8 sm:px-6 sm:pt-10">
          <a href="/jobs" className={backLinkClasses}>
            <ChevronLeftIcon className="shrink-0" />
            Back to jobs
          </a>
          <h1 id="page-heading" className="mt-4 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
            {job.title}
          </h1>
          <JobFacts job={job} size="base" className="mt-4" />
        </div>
      </section>

      <div className="mx-auto max-w-3xl space-y-12 px-4 pb-16 sm:px-6 sm:pb-20">
        <section aria-labelledby="about-the-role-heading">
          <h2 id="about-the-role-heading" className="text-xl font-semibold text-ink">
            About the role
          </h2>
          {job.jobDescription.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-base leading-7 text-muted">
              {paragraph}
            </p>
          ))}
        </section>

        {listSections.map((section) => (
          <section key={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-ink">
              {section.heading}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-base leading-7 text-muted marker:text-brand-600">
              {section.items(job).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}

        <div className="rounded-2xl border border-border bg-canvas p-6 sm:p-8">
          <HowToApply job={job} />
        </div>

        <EqualOpportunity />
      </div>
    </>
  );
}
