"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import type { CoachAccessRequestView } from "./coach-access-operations";

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

export type AnswerCoachAccess = (answer: { approve: boolean; allowEdits: boolean }) => Promise<void>;

type CoachAccessCardProps = {
  request: CoachAccessRequestView;
  onAnswer: AnswerCoachAccess;
  onEnd: () => Promise<void>;
};

/**
 * One coach request for the member to answer (Approve / Decline, with the choice to allow changes), or one access
 * running now that the member can end at once. Used in the signed-in pages' notice and on the emailed link's page.
 */
export function CoachAccessCard({ request, onAnswer, onEnd }: CoachAccessCardProps) {
  const [allowEdits, setAllowEdits] = useState(false);
  const [pending, setPending] = useState<"approve" | "decline" | "end" | null>(null);
  const headingId = `coach-access-${request.id}`;

  async function run(kind: "approve" | "decline" | "end", action: () => Promise<void>) {
    setPending(kind);
    try {
      await action();
    } finally {
      setPending(null);
    }
  }

  if (request.status === "APPROVED") {
    return (
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-lg border border-warning-700 bg-warning-50 p-4 text-ink sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id={headingId} className="font-semibold">
            {request.isEmergency
              ? `${request.coachName} opened your account without asking first`
              : `${request.coachName} can view your account`}
          </h2>
          <p className="mt-1 text-sm">
            Until {timeFormat.format(new Date(request.expiresAt))}, {request.allowEdits ? "with changes allowed" : "view only"}.{" "}
            {request.isEmergency ? "Reason given" : "Their reason"}: &ldquo;{request.reason}&rdquo;. Everything they see is listed on My Plan.
          </p>
        </div>
        <Button variant="danger" size="md" loading={pending === "end"} onClick={() => void run("end", onEnd)} className="shrink-0">
          End access now
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-brand-700 bg-surface p-4 text-ink shadow-sm">
      <h2 id={headingId} className="font-semibold">
        {request.coachName}, a coach, asks to view your account
      </h2>
      <p className="mt-1 text-sm">
        For up to 60 minutes from when you approve. Their reason: &ldquo;{request.reason}&rdquo;. You can end it at any
        time, and every page they open is listed on My Plan. Unanswered, the request expires{" "}
        {dateTimeFormat.format(new Date(request.expiresAt))}.
      </p>
      <Checkbox
        className="mt-2"
        label="Let the coach make changes for me (otherwise view only)"
        checked={allowEdits}
        onChange={(event) => setAllowEdits(event.target.checked)}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button loading={pending === "approve"} disabled={pending !== null} onClick={() => void run("approve", () => onAnswer({ approve: true, allowEdits }))}>
          Approve
        </Button>
        <Button
          variant="secondary"
          loading={pending === "decline"}
          disabled={pending !== null}
          onClick={() => void run("decline", () => onAnswer({ approve: false, allowEdits: false }))}
        >
          Decline
        </Button>
      </div>
    </section>
  );
}
