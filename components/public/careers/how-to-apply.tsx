import { applicationMailto, applying, type Job } from "@/lib/content/jobs";

const emailLinkClasses = "rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";
const buttonClasses =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white " +
  "hover:bg-brand-800";

/**
 * Applying is by email to the general info address (spec 002 §2 "Careers"). On a job page the mail opens with the
 * job title in the subject; on the list the visitor is asked to put it there.
 */
export function HowToApply({ job }: { job?: Pick<Job, "title"> }) {
  return (
    <section aria-labelledby="how-to-apply-heading">
      <h2 id="how-to-apply-heading" className="text-xl font-semibold text-ink">
        {applying.heading}
      </h2>
      {job ? (
        <>
          <p className="mt-3 text-base leading-7 text-muted">
            Email us at{" "}
            <a href={`mailto:${applying.email}`} className={emailLinkClasses}>
              {applying.email}
            </a>{" "}
            with “{applying.subjectFor(job)}” as the subject. {applying.whatToSend}
          </p>
          <p className="mt-6">
            {/* A mail link, not a route, so a plain anchor styled as a button. */}
            <a href={applicationMailto(job)} className={buttonClasses}>
              Email your application
            </a>
          </p>
        </>
      ) : (
        <p className="mt-3 text-base leading-7 text-muted">
          Email us at{" "}
          <a href={`mailto:${applying.email}`} className={emailLinkClasses}>
            {applying.email}
          </a>{" "}
          and put the title of the role in the subject. {applying.whatToSend}
        </p>
      )}
    </section>
  );
}
