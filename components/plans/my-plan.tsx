import Link from "next/link";
import { Card } from "@/components/ui/card";
import { CoachSessionList } from "./coach-session-list";
import type { CoachContact, CoachSessionRow, DataViewRow, MyPlanView } from "./my-plan-types";
import { COUNT_ROUNDING, MIN_GROUP_SIZE } from "@/lib/plan-insights/privacy-rules";

// /plan-details ('My Plan', spec 001 §2). Rendered on the server: nothing here needs the browser.

const viewedAtFormat = new Intl.DateTimeFormat("en-US", {
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

const ROLE_LABELS = { COACH: "Coach", STAFF: "Staff" } as const;

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

export type MyPlanProps = {
  plans: MyPlanView[];
  /** Null in coach mode: the list is the member's own. */
  dataViews: DataViewRow[] | null;
  /** Coach Mode sessions with what the coach saw; null in coach mode. Omitted: the section is not shown. */
  coachSessions?: CoachSessionRow[] | null;
  coachContact: CoachContact;
  companyName: string;
};

export function MyPlan({ plans, dataViews, coachSessions, coachContact, companyName }: MyPlanProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">My Plan</h1>
      <p className="mt-2 text-muted">
        {plans.length === 0
          ? "You are using the product on your own, without an employer plan."
          : plans.length === 1
            ? "Your employer gives you this plan as a benefit."
            : `You are on ${plans.length} employer plans.`}
      </p>
      <div className="mt-6 grid grid-cols-1 gap-6">
        {plans.length === 0 ? <NoPlan /> : plans.map((plan) => <PlanCard key={plan.planId} plan={plan} coachContact={coachContact} />)}
        <EmployerVisibility dataViews={dataViews} companyName={companyName} />
        {coachSessions !== undefined ? (
          <Card as="section" aria-labelledby="coach-sessions-heading">
            <h2 id="coach-sessions-heading" className="text-xl font-semibold text-ink">
              What coaches saw in Coach Mode
            </h2>
            <p className="mt-2 text-ink">
              A coach views your account only after you approve, for up to 60 minutes; in an emergency staff may open it
              with a written reason. Each page and action is listed here, newest first.
            </p>
            <CoachSessionList sessions={coachSessions} />
          </Card>
        ) : null}
      </div>
    </div>
  );
}

function NoPlan() {
  return (
    <Card as="section" aria-labelledby="no-plan-heading">
      <h2 id="no-plan-heading" className="text-xl font-semibold text-ink">
        No Plan
      </h2>
      <p className="mt-2 text-muted">
        If your employer offers this benefit, verify your work email to join their plan.
      </p>
      <Link href="/verify" className={`mt-4 inline-block text-sm ${linkClass}`}>
        Verify your work email
      </Link>
    </Card>
  );
}

function PlanCard({ plan, coachContact }: { plan: MyPlanView; coachContact: CoachContact }) {
  const headingId = `plan-${plan.planId}-heading`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <p className="text-sm font-medium text-muted">Employer</p>
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {plan.employerName}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">Plan type</dt>
          <dd className="font-medium text-ink">{plan.planTypeName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Your role</dt>
          <dd className="font-medium text-ink">
            {plan.adminPermission ? `Plan administrator (${plan.adminPermission})` : "Member"}
          </dd>
        </div>
      </dl>
      <h3 className="mt-6 font-semibold text-ink">What your plan includes</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
        {plan.includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className="mt-6 font-semibold text-ink">Talking to a coach</h3>
      {plan.includesCoaching ? <CoachContactText contact={coachContact} /> : (
        <p className="mt-2 text-muted">
          1-on-1 coaching is not part of this plan. The budgeting, goals and learning tools are all yours to use.
        </p>
      )}
    </Card>
  );
}

function CoachContactText({ contact }: { contact: CoachContact }) {
  if (contact.kind === "screen") {
    return (
      <p className="mt-2 text-ink">
        Your plan includes unlimited coaching by email, phone or video.{" "}
        <Link href={contact.href} className={linkClass}>
          Book a session with a coach
        </Link>
      </p>
    );
  }
  return (
    <p className="mt-2 text-ink">
      Your plan includes unlimited coaching by email, phone or video. Email{" "}
      <a href={`mailto:${contact.email}?subject=${encodeURIComponent("Coaching session")}`} className={linkClass}>
        {contact.email}
      </a>{" "}
      or call{" "}
      <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className={`whitespace-nowrap ${linkClass}`}>
        {contact.phone}
      </a>{" "}
      and ask for a coach.
    </p>
  );
}

function EmployerVisibility({ dataViews, companyName }: { dataViews: DataViewRow[] | null; companyName: string }) {
  return (
    <Card as="section" aria-labelledby="employer-visibility-heading">
      <h2 id="employer-visibility-heading" className="text-xl font-semibold text-ink">
        What your employer can see
      </h2>
      <p className="mt-2 text-ink">
        Your employer only ever sees totals for everyone on the plan together, such as how many people have joined. They
        never see anything about you: not your accounts, balances, transactions, budgets or goals, and not what you
        talk about with a coach.
      </p>
      <p className="mt-2 text-ink">
        Those totals follow one rule: any figure about fewer than {MIN_GROUP_SIZE} people is hidden (along with others
        where needed, so it cannot be worked out by subtracting), counts are rounded to the nearest {COUNT_ROUNDING},
        and results such as health scores are shown only in bands. Your employer sees your name, work email and whether
        you have joined, because they invited you.
      </p>
      <h3 className="mt-6 font-semibold text-ink">Who has viewed your data</h3>
      <p className="mt-1 text-sm text-muted">
        {companyName} coaches and staff open your account only to help you. Every time they do, it is recorded and
        listed here, newest first.
      </p>
      <DataViewList dataViews={dataViews} companyName={companyName} />
    </Card>
  );
}

function DataViewList({ dataViews, companyName }: { dataViews: DataViewRow[] | null; companyName: string }) {
  if (dataViews === null) {
    return <p className="mt-3 text-muted">This list is shown only to the member.</p>;
  }
  if (dataViews.length === 0) {
    return <p className="mt-3 text-muted">No one at {companyName} has viewed your data.</p>;
  }
  return (
    <ul aria-label="Who has viewed your data" className="mt-3 divide-y divide-border rounded-lg border border-border">
      {dataViews.map((view) => (
        <li key={view.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <span className="text-ink">
            <span className="font-medium">{view.viewerName}</span> ({ROLE_LABELS[view.viewerRole]}): {view.description}
          </span>
          <time dateTime={view.viewedAt} className="text-sm text-muted sm:shrink-0">
            {viewedAtFormat.format(new Date(view.viewedAt))}
          </time>
        </li>
      ))}
    </ul>
  );
}
