"use client";

import { coachingStatusLabel } from "./coaching-status-labels";
import Link from "next/link";
import { useState } from "react";
import { useClient, useQuery } from "urql";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";

import {
  BOOK_COACHING_SESSION,
  CANCEL_COACHING_SESSION,
  COACHING_SLOTS,
  CREATE_GOAL_FROM_ACTION_ITEM,
  MEMBER_COACHING,
  RESCHEDULE_COACHING_SESSION,
} from "./coaching-operations";
import { formatDateTime, SlotPicker, type Slot } from "./slot-picker";
import { TimeZoneSelect, useDeviceTimeZone } from "./time-zone-select";

const FAILED = "Something went wrong. Please try again.";

type Session = {
  id: string;
  startsAt: string;
  endsAt: string;
  status: string;
  format: string;
  phoneNumber: string | null;
  meetingUrl: string | null;
  coachName: string;
  canChange: boolean;
  summary: string | null;
  actionItems: { id: string; text: string; goalId: string | null }[];
};

const minutesOf = (session: Session) => Math.round((Date.parse(session.endsAt) - Date.parse(session.startsAt)) / 60_000);

/** /contact for a member whose plan includes coaching. `readOnly` in coach mode: the coach sees, never books. */
export function MemberCoaching({ readOnly }: { readOnly: boolean }) {
  const [result, refetch] = useQuery({ query: MEMBER_COACHING, requestPolicy: "cache-and-network" });
  const deviceZone = useDeviceTimeZone();
  const [chosenZone, setTimeZone] = useState<string | null>(null);
  const timeZone = chosenZone ?? deviceZone;
  const [moving, setMoving] = useState<Session | null>(null);
  const coaching = result.data?.memberCoaching;
  const reload = () => refetch({ requestPolicy: "network-only" });

  if (!coaching) {
    return result.error ? <p role="alert" className="text-sm text-red-700">{FAILED}</p> : <p className="text-sm text-muted">Loading…</p>;
  }
  return (
    <div className="grid min-w-0 gap-8">
      <div className="max-w-md">
        <TimeZoneSelect value={timeZone} onChange={setTimeZone} />
      </div>

      <section aria-labelledby="upcoming-heading" className="grid gap-3">
        <h2 id="upcoming-heading" className="text-xl font-semibold text-ink">
          Upcoming sessions
        </h2>
        {coaching.upcoming.length === 0 ? (
          <p className="text-sm text-muted">You have no sessions booked.</p>
        ) : (
          <ul className="grid gap-3">
            {coaching.upcoming.map((session) => (
              <UpcomingSession
                key={session.id}
                session={session}
                timeZone={timeZone}
                readOnly={readOnly}
                onMove={() => setMoving(session)}
                onChanged={reload}
              />
            ))}
          </ul>
        )}
      </section>

      {moving ? (
        <section aria-labelledby="move-heading" className="grid min-w-0 gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
          <h2 id="move-heading" className="text-xl font-semibold text-ink">
            Move your session of {formatDateTime(moving.startsAt, timeZone)}
          </h2>
          <MoveSession
            session={moving}
            timeZone={timeZone}
            onDone={() => {
              setMoving(null);
              reload();
            }}
          />
        </section>
      ) : readOnly ? (
        <p className="text-sm text-muted">In Coach Mode you can see this member&apos;s sessions but not book, move or cancel them.</p>
      ) : coaching.canBook ? (
        <section aria-labelledby="book-heading" className="grid min-w-0 gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
          <h2 id="book-heading" className="text-xl font-semibold text-ink">
            Book a session
          </h2>
          <BookSession timeZone={timeZone} onBooked={reload} />
        </section>
      ) : (
        <p className="text-sm text-muted">
          You can have up to {coaching.maxUpcomingSessions} upcoming sessions. Once one has taken place, or if you cancel one, you can
          book another.
        </p>
      )}

      {coaching.past.length > 0 ? (
        <section aria-labelledby="past-heading" className="grid gap-3">
          <h2 id="past-heading" className="text-xl font-semibold text-ink">
            Past sessions
          </h2>
          <ul className="grid gap-3">
            {coaching.past.map((session) => (
              <PastSession key={session.id} session={session} timeZone={timeZone} readOnly={readOnly} onChanged={reload} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function SessionWhere({ session }: { session: Session }) {
  if (session.format === "VIDEO") {
    return session.meetingUrl ? (
      <p className="text-sm">
        Video session:{" "}
        <a href={session.meetingUrl} className="break-all font-medium text-brand-700 underline" target="_blank" rel="noopener noreferrer">
          join the call<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    ) : (
      <p className="text-sm text-ink">Video session</p>
    );
  }
  return <p className="text-sm text-ink">Phone session: {session.coachName} will call {session.phoneNumber ?? "you"}</p>;
}

function UpcomingSession({
  session,
  timeZone,
  readOnly,
  onMove,
  onChanged,
}: {
  session: Session;
  timeZone: string;
  readOnly: boolean;
  onMove: () => void;
  onChanged: () => void;
}) {
  const client = useClient();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    const answer = (await client.mutation(CANCEL_COACHING_SESSION, { sessionId: session.id }).toPromise()).data?.cancelCoachingSession;
    setBusy(false);
    setConfirming(false);
    if (answer?.session) {
      toast({ message: "Your session is cancelled. We emailed you a calendar update.", theme: "success" });
      onChanged();
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
  }

  return (
    <li className="grid gap-2 rounded-xl border border-border bg-surface p-4">
      <p className="font-semibold text-ink">{formatDateTime(session.startsAt, timeZone)}</p>
      <p className="text-sm text-muted">
        {minutesOf(session)} minutes with {session.coachName}
      </p>
      <SessionWhere session={session} />
      {readOnly ? null : session.canChange ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onMove}>
            Reschedule
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Cancel session
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">
          This session starts in less than 24 hours, so it can no longer be changed here. Please contact your coach.
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this session?"
        text={`Your session on ${formatDateTime(session.startsAt, timeZone)} will be cancelled.`}
        confirmLabel="Cancel session"
        cancelLabel="Keep it"
        onConfirm={() => void cancel()}
        loading={busy}
        tone="danger"
      />
    </li>
  );
}

function useSlots(durationMinutes: number, exceptSessionId: string | null) {
  const [result] = useQuery({ query: COACHING_SLOTS, variables: { durationMinutes, exceptSessionId }, requestPolicy: "network-only" });
  return { slots: (result.data?.coachingSlots ?? []) as Slot[], loading: result.fetching && !result.data };
}

function BookSession({ timeZone, onBooked }: { timeZone: string; onBooked: () => void }) {
  const client = useClient();
  const { toast } = useToast();
  const [durationMinutes, setDuration] = useState<30 | 60>(30);
  const [format, setFormat] = useState<"VIDEO" | "PHONE">("VIDEO");
  const [phoneNumber, setPhoneNumber] = useState("");
  const [selected, setSelected] = useState<Slot | null>(null);
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const { slots, loading } = useSlots(durationMinutes, null);

  async function book() {
    if (!selected) {
      setError({ message: "Please choose a time.", field: "startsAt" });
      return;
    }
    setBusy(true);
    const answer = (
      await client
        .mutation(BOOK_COACHING_SESSION, {
          input: { coachUserId: selected.coachUserId, startsAt: selected.startsAt, durationMinutes, format, phoneNumber: phoneNumber || null, timeZone },
        })
        .toPromise()
    ).data?.bookCoachingSession;
    setBusy(false);
    if (answer?.session) {
      setSelected(null);
      setError(null);
      toast({ message: "Your session is booked. We emailed you a confirmation with a calendar invitation.", theme: "success" });
      onBooked();
    } else {
      setError({ message: answer?.error ?? FAILED, field: answer?.errorField ?? null });
    }
  }

  return (
    <form
      className="grid min-w-0 gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void book();
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-ink">Length</legend>
        <div className="mt-2 flex gap-4">
          {([30, 60] as const).map((minutes) => (
            <label key={minutes} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="duration"
                checked={durationMinutes === minutes}
                onChange={() => {
                  setDuration(minutes);
                  setSelected(null);
                }}
              />
              {minutes} minutes
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-ink">How</legend>
        <div className="mt-2 flex gap-4">
          {(["VIDEO", "PHONE"] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" name="format" checked={format === choice} onChange={() => setFormat(choice)} />
              {choice === "VIDEO" ? "Video call" : "Phone call"}
            </label>
          ))}
        </div>
      </fieldset>
      {format === "PHONE" ? (
        <div className="max-w-sm">
          <FormField
            label="Phone number for the coach to call"
            hint="Leave it empty to use the verified number on your account."
            error={error?.field === "phoneNumber" ? error.message : undefined}
          >
            <TextInput type="tel" autoComplete="tel" value={phoneNumber} onChange={(event) => setPhoneNumber(event.target.value)} />
          </FormField>
        </div>
      ) : null}
      {loading ? <p className="text-sm text-muted">Loading free times…</p> : <SlotPicker slots={slots} timeZone={timeZone} selected={selected} onSelect={setSelected} />}
      {error && error.field !== "phoneNumber" ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={busy}>
          {selected ? `Book ${formatDateTime(selected.startsAt, timeZone)}` : "Book session"}
        </Button>
      </div>
    </form>
  );
}

function MoveSession({ session, timeZone, onDone }: { session: Session; timeZone: string; onDone: () => void }) {
  const client = useClient();
  const { toast } = useToast();
  const [selected, setSelected] = useState<Slot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { slots, loading } = useSlots(minutesOf(session), session.id);

  async function move() {
    if (!selected) {
      setError("Please choose a time.");
      return;
    }
    setBusy(true);
    const answer = (
      await client
        .mutation(RESCHEDULE_COACHING_SESSION, { sessionId: session.id, coachUserId: selected.coachUserId, startsAt: selected.startsAt })
        .toPromise()
    ).data?.rescheduleCoachingSession;
    setBusy(false);
    if (answer?.session) {
      toast({ message: "Your session has moved. We emailed you a calendar update.", theme: "success" });
      onDone();
    } else {
      setError(answer?.error ?? FAILED);
    }
  }

  return (
    <div className="grid min-w-0 gap-4">
      {loading ? (
        <p className="text-sm text-muted">Loading free times…</p>
      ) : (
        <SlotPicker slots={slots.filter((slot) => slot.startsAt !== session.startsAt)} timeZone={timeZone} selected={selected} onSelect={setSelected} />
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void move()} loading={busy}>
          {selected ? `Move to ${formatDateTime(selected.startsAt, timeZone)}` : "Move session"}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Keep the current time
        </Button>
      </div>
    </div>
  );
}


function PastSession({ session, timeZone, readOnly, onChanged }: { session: Session; timeZone: string; readOnly: boolean; onChanged: () => void }) {
  const client = useClient();
  const { toast } = useToast();
  const [busyItem, setBusyItem] = useState<string | null>(null);

  async function makeGoal(actionItemId: string) {
    setBusyItem(actionItemId);
    const answer = (await client.mutation(CREATE_GOAL_FROM_ACTION_ITEM, { actionItemId }).toPromise()).data?.createGoalFromActionItem;
    setBusyItem(null);
    if (answer?.goalId) {
      toast({ message: "Added to your goals.", theme: "success" });
      onChanged();
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
  }

  return (
    <li className="grid gap-2 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium text-ink">{formatDateTime(session.startsAt, timeZone)}</p>
        <p className="text-sm text-muted">
          {coachingStatusLabel(session.status)} · {session.coachName}
        </p>
      </div>
      {session.summary ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-ink">Summary from {session.coachName}</h3>
          <p className="whitespace-pre-line break-words text-sm text-ink">{session.summary}</p>
          {session.actionItems.length > 0 ? (
            <>
              <h3 className="text-sm font-semibold text-ink">Action items</h3>
              <ul className="grid gap-2">
                {session.actionItems.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span className="text-ink">{item.text}</span>
                    {item.goalId ? (
                      <Link href={`/goals/${item.goalId}`} className="font-medium text-brand-700 underline">
                        View goal
                      </Link>
                    ) : readOnly ? null : (
                      <Button variant="secondary" size="sm" loading={busyItem === item.id} onClick={() => void makeGoal(item.id)}>
                        Make this a goal
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
