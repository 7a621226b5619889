import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import type { Viewer } from "@/lib/authz/viewer";
import { can } from "@/lib/authz/permissions";
import { isAppError } from "@/lib/errors";
import { isPromoterScore } from "@/lib/feedback/feedback-schema";
import { listBugReports } from "@/lib/feedback/list-bug-reports";
import { listCustomerFeedback } from "@/lib/feedback/list-customer-feedback";
import type { CursorPage } from "@/lib/pagination/cursor-page";

export const metadata: Metadata = { title: "Feedback and Bug Reports", robots: { index: false } };

const PAGE_SIZE = 25;
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

type SearchParams = Promise<{ feedbackAfter?: string; bugsAfter?: string }>;

/** A page that cannot be read from a stale or edited cursor starts again from the newest. */
async function pageFrom<T>(load: (after: string | null) => Promise<CursorPage<T>>, after: string | undefined) {
  try {
    return await load(after ?? null);
  } catch (error) {
    if (after && isAppError(error) && error.code === "INVALID_INPUT") return load(null);
    throw error;
  }
}

const personName = (person: { email: string; firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

/** Staff only: the members' feedback survey answers and bug reports, newest first, 25 of each a page. */
export default async function FeedbackAdminPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await getPageViewer();
  if (!can(viewer, "feedback:read") || !can(viewer, "bug-reports:read")) notFound();
  const staff: Viewer = viewer!;
  const { feedbackAfter, bugsAfter } = await searchParams;
  const [feedback, bugs] = await Promise.all([
    pageFrom((after) => listCustomerFeedback({ viewer: staff, first: PAGE_SIZE, after }), feedbackAfter),
    pageFrom((after) => listBugReports({ viewer: staff, first: PAGE_SIZE, after }), bugsAfter),
  ]);
  const olderHref = (key: "feedbackAfter" | "bugsAfter", cursor: string) => {
    const params = new URLSearchParams();
    if (key === "bugsAfter" && feedbackAfter) params.set("feedbackAfter", feedbackAfter);
    if (key === "feedbackAfter" && bugsAfter) params.set("bugsAfter", bugsAfter);
    params.set(key, cursor);
    return `/admin/feedback?${params}`;
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium text-muted">Admin</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink">Feedback and Bug Reports</h1>
      <p className="mt-2 text-muted">Newest first. Times are UTC.</p>

      <section aria-labelledby="feedback-heading" className="mt-8">
        <h2 id="feedback-heading" className="text-xl font-semibold text-ink">
          Feedback
        </h2>
        {feedback.nodes.length === 0 ? (
          <p className="mt-2 text-muted">No feedback yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-surface">
            {feedback.nodes.map((entry) => (
              <li key={entry.id} className="px-4 py-4 sm:px-6">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-medium text-ink">
                    Score {entry.netPromoterScore}
                    <span className="ml-2 text-sm font-normal text-muted">
                      {isPromoterScore(entry.netPromoterScore) ? "Promoter" : "Not a promoter"}
                    </span>
                  </p>
                  <p className="text-sm text-muted">{dateFormat.format(entry.createdAt)}</p>
                </div>
                <p className="mt-1 text-sm text-muted">
                  <Link href={`/customers/${encodeURIComponent(entry.member.userId)}`} className="text-brand-700 underline">
                    {personName(entry.member)}
                  </Link>{" "}
                  <span className="break-all">({entry.member.email})</span>
                </p>
                {entry.feedback ? (
                  <p className="mt-2 whitespace-pre-line break-words text-ink">{entry.feedback}</p>
                ) : (
                  <p className="mt-2 text-sm text-muted">No written feedback.</p>
                )}
              </li>
            ))}
          </ul>
        )}
        {feedback.hasNextPage && feedback.endCursor ? (
          <p className="mt-3">
            <Link href={olderHref("feedbackAfter", feedback.endCursor)} className="font-medium text-brand-700 underline">
              Older feedback
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="bugs-heading" className="mt-10">
        <h2 id="bugs-heading" className="text-xl font-semibold text-ink">
          Bug reports
        </h2>
        {bugs.nodes.length === 0 ? (
          <p className="mt-2 text-muted">No bug reports yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-surface">
            {bugs.nodes.map((report) => (
              <li key={report.id} className="px-4 py-4 sm:px-6">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-medium text-ink">
                    <Link href={`/customers/${encodeURIComponent(report.reporter.userId)}`} className="text-brand-700 underline">
                      {personName(report.reporter)}
                    </Link>
                  </p>
                  <p className="text-sm text-muted">{dateFormat.format(report.createdAt)}</p>
                </div>
                <p className="mt-2 whitespace-pre-line break-words text-ink">{report.description}</p>
                <dl className="mt-2 grid gap-1 text-sm">
                  <div>
                    <dt className="inline text-muted">Page: </dt>
                    <dd className="inline break-all text-ink">{report.pagePath}</dd>
                  </div>
                  <div>
                    <dt className="inline text-muted">Browser: </dt>
                    <dd className="inline break-words text-ink">{report.userAgent || "Unknown"}</dd>
                  </div>
                </dl>
                {report.screenshotUrl ? (
                  <p className="mt-2 text-sm">
                    {/* A signed link for this staff member, valid for minutes: reload the page for a fresh one. */}
                    <a href={report.screenshotUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                      View screenshot<span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {bugs.hasNextPage && bugs.endCursor ? (
          <p className="mt-3">
            <Link href={olderHref("bugsAfter", bugs.endCursor)} className="font-medium text-brand-700 underline">
              Older bug reports
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
