"use client";

import Link from "next/link";
import { useCallback, useState } from "react";
import { useQuery } from "urql";
import { CoachAccessCard } from "./coach-access-card";
import { COACH_ACCESS_FOR_TOKEN, type CoachAccessRequestView } from "./coach-access-operations";
import { useCoachAccessActions } from "./use-coach-access-actions";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** The request behind the emailed link, for the signed-in member it was sent to, with Approve / Decline. */
export function CoachAccessLinkView({ token }: { token: string }) {
  const [{ data, error, fetching }] = useQuery({ query: COACH_ACCESS_FOR_TOKEN, variables: { token } });
  const [answered, setAnswered] = useState<string | null>(null);
  const done = useCallback(() => setAnswered("Your answer was saved."), []);
  const { answer, end } = useCoachAccessActions(done);
  const request = data?.coachAccessForToken as CoachAccessRequestView | undefined;

  let body: React.ReactNode;
  if (answered) {
    body = <p className="mt-4 text-ink" role="status">{answered}</p>;
  } else if (fetching && !request) {
    body = <p className="mt-4 text-muted">Loading the request…</p>;
  } else if (!request || error) {
    body = (
      <p className="mt-4 text-ink">
        This request was not found, or it was already answered or has expired. Any request still waiting for you is shown
        at the top of your overview.
      </p>
    );
  } else if (request.status !== "REQUESTED" && request.status !== "APPROVED") {
    body = <p className="mt-4 text-ink">This request has {request.status === "EXPIRED" ? "expired" : "already been answered"}.</p>;
  } else {
    body = (
      <div className="mt-4">
        <CoachAccessCard
          request={request}
          onAnswer={(choice) => answer({ token }, choice)}
          onEnd={() => end(request.id)}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Coach access request</h1>
      {body}
      <p className="mt-6 text-sm">
        <Link href="/plan-details" className={linkClass}>
          See who has viewed your data on My Plan
        </Link>
      </p>
    </div>
  );
}
