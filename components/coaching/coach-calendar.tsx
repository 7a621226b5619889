"use client";

import { coachingStatusLabel } from "./coaching-status-labels";
import { useState } from "react";
import { useClient, useQuery } from "urql";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/text-area";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";

import {
  BLOCK_COACH_TIME,
  COACH_CALENDAR,
  MARK_COACHING_SESSION,
  SAVE_COACHING_NOTES,
  SET_COACH_AVAILABILITY,
  SHARE_COACHING_SUMMARY,
  UNBLOCK_COACH_TIME,
} from "./coaching-operations";
import { formatDateTime } from "./slot-picker";
import { TimeZoneSelect, useDeviceTimeZone } from "./time-zone-select";

const FAILED = "Something went wrong. Please try again.";
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

type CalendarSession = {
  id: string;
  startsAt: string;
  endsAt: string;
  status: string;
  format: string;
  phoneNumber: string | null;
  meetingUrl: string | null;
  memberName: string;
  memberEmail: string;
  privateNotes: string;
  summary: string | null;
  isSummaryShared: boolean;
  actionItems: { id: string; text: string; goalId: string | null }[];
};

const toClock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
const fromClock = (clock: string) => {
  const [hours, minutes] = clock.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** The coach's own calendar: upcoming and past sessions, then their hours and blocked times. */
export function CoachCalendar() {
  const [result, refetch] = useQuery({ query: COACH_CALENDAR, requestPolicy: "cache-and-network" });
  const calendar = result.data?.coachCalendar;
  const deviceZone = useDeviceTimeZone();
  const [chosenZone, setViewZone] = useState<string | null>(null);
  const viewZone = chosenZone ?? deviceZone;
  const reload = () => refetch({ requestPolicy: "network-only" });
  if (!calendar) return result.error ? <p role="alert">{FAILED}</p> : <p className="text-sm text-muted">Loading…</p>;

  return (
    <div className="grid gap-10">
      <div className="max-w-md">
        <TimeZoneSelect value={viewZone} onChange={setViewZone} />
      </div>
      <section aria-labelledby="coach-upcoming" className="grid gap-3">
        <h2 id="coach-upcoming" className="text-xl font-semibold text-ink">
          Upcoming sessions
        </h2>
        {calendar.upcoming.length === 0 ? <p className="text-sm text-muted">No sessions booked.</p> : null}
        <ul className="grid gap-3">
          {calendar.upcoming.map((session) => (
            <CoachSession key={session.id} session={session} timeZone={viewZone} onChanged={reload} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="coach-past" className="grid gap-3">
        <h2 id="coach-past" className="text-xl font-semibold text-ink">
          Past and cancelled sessions
        </h2>
        {calendar.past.length === 0 ? <p className="text-sm text-muted">None yet.</p> : null}
        <ul className="grid gap-3">
          {calendar.past.map((session) => (
            <CoachSession key={session.id} session={session} timeZone={viewZone} onChanged={reload} past />
          ))}
        </ul>
      </section>
      <WorkingHoursForm timeZone={calendar.timeZone} workingHours={calendar.workingHours} onSaved={reload} />
      <BlockedTimes blockedTimes={calendar.blockedTimes} timeZone={viewZone} onChanged={reload} />
    </div>
  );
}

/** `past`: started or cancelled (the server's split), so a past session that is not cancelled can be marked. */
function CoachSession({ session, timeZone, onChanged, past = false }: { session: CalendarSession; timeZone: string; onChanged: () => void; past?: boolean }) {
  const client = useClient();
  const { toast } = useToast();
  const [notes, setNotes] = useState(session.privateNotes);
  const [summary, setSummary] = useState(session.summary ?? "");
  const [items, setItems] = useState(session.actionItems.filter((item) => !item.goalId).map((item) => item.text).join("\n"));
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, call: () => Promise<{ ok: boolean; error: string | null } | undefined>, success: string) {
    setBusy(key);
    const answer = await call();
    setBusy(null);
    if (answer?.ok) {
      toast({ message: success, theme: "success" });
      onChanged();
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
  }

  return (
    <li className="grid gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold text-ink">{formatDateTime(session.startsAt, timeZone)}</p>
        <p className="text-sm text-muted">{coachingStatusLabel(session.status)}</p>
      </div>
      <p className="text-sm text-ink">
        {session.memberName} <span className="break-all text-muted">({session.memberEmail})</span>
      </p>
      <p className="break-all text-sm text-ink">
        {session.format === "PHONE" ? `Phone: call ${session.phoneNumber ?? "the member"}` : `Video: ${session.meetingUrl ?? ""}`}
      </p>
      {past && session.status !== "CANCELLED" ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            loading={busy === "held"}
            onClick={() =>
              void run("held", async () => (await client.mutation(MARK_COACHING_SESSION, { sessionId: session.id, status: "HELD" }).toPromise()).data?.markCoachingSession, "Marked as held.")
            }
          >
            Mark held
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={busy === "noshow"}
            onClick={() =>
              void run("noshow", async () => (await client.mutation(MARK_COACHING_SESSION, { sessionId: session.id, status: "NO_SHOW" }).toPromise()).data?.markCoachingSession, "Marked as a no-show.")
            }
          >
            Mark no-show
          </Button>
        </div>
      ) : null}
      {session.status !== "CANCELLED" ? (
        <>
          <FormField label="Private notes" hint="Only you see these.">
            <TextArea rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={10000} />
          </FormField>
          <div>
            <Button
              size="sm"
              variant="secondary"
              loading={busy === "notes"}
              onClick={() =>
                void run("notes", async () => (await client.mutation(SAVE_COACHING_NOTES, { sessionId: session.id, privateNotes: notes }).toPromise()).data?.saveCoachingNotes, "Notes saved.")
              }
            >
              Save notes
            </Button>
          </div>
        </>
      ) : null}
      {past && session.status !== "CANCELLED" ? (
        <div className="grid gap-3 border-t border-border pt-3">
          <FormField label="Summary for the member">
            <TextArea rows={3} value={summary} onChange={(event) => setSummary(event.target.value)} maxLength={5000} />
          </FormField>
          <FormField label="Action items" hint="One a line. The member can turn each into a goal.">
            <TextArea rows={3} value={items} onChange={(event) => setItems(event.target.value)} />
          </FormField>
          {session.actionItems.some((item) => item.goalId) ? (
            <p className="text-sm text-muted">
              Already goals: {session.actionItems.filter((item) => item.goalId).map((item) => item.text).join("; ")}
            </p>
          ) : null}
          <div>
            <Button
              size="sm"
              loading={busy === "share"}
              onClick={() =>
                void run(
                  "share",
                  async () =>
                    (
                      await client
                        .mutation(SHARE_COACHING_SUMMARY, {
                          sessionId: session.id,
                          summary,
                          actionItems: items.split("\n").map((line) => line.trim()).filter(Boolean),
                        })
                        .toPromise()
                    ).data?.shareCoachingSummary,
                  "Summary shared with the member.",
                )
              }
            >
              {session.isSummaryShared ? "Update shared summary" : "Share summary"}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

function WorkingHoursForm({
  timeZone,
  workingHours,
  onSaved,
}: {
  timeZone: string | null;
  workingHours: { weekday: number; startMinute: number; endMinute: number }[];
  onSaved: () => void;
}) {
  const client = useClient();
  const { toast } = useToast();
  const deviceZone = useDeviceTimeZone();
  const [chosenZone, setZone] = useState<string | null>(timeZone);
  const zone = chosenZone ?? deviceZone;
  const [days, setDays] = useState(() =>
    WEEKDAYS.map((_, index) => {
      const hours = workingHours.find((entry) => entry.weekday === index + 1);
      return { on: Boolean(hours), start: toClock(hours?.startMinute ?? 540), end: toClock(hours?.endMinute ?? 1020) };
    }),
  );
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    const answer = (
      await client
        .mutation(SET_COACH_AVAILABILITY, {
          timeZone: zone,
          workingHours: days.flatMap((day, index) => (day.on ? [{ weekday: index + 1, startMinute: fromClock(day.start), endMinute: fromClock(day.end) }] : [])),
        })
        .toPromise()
    ).data?.setCoachAvailability;
    setBusy(false);
    if (answer?.ok) {
      toast({ message: "Working hours saved.", theme: "success" });
      onSaved();
    } else toast({ message: answer?.error ?? FAILED, theme: "error" });
  }

  return (
    <section aria-labelledby="hours-heading" className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="hours-heading" className="text-xl font-semibold text-ink">
        Working hours
      </h2>
      <p className="text-sm text-muted">Members are offered times within these hours, in your time zone. Sessions already booked stay.</p>
      <div className="max-w-md">
        <TimeZoneSelect value={zone} onChange={setZone} />
      </div>
      <ul className="grid gap-2">
        {days.map((day, index) => (
          <li key={WEEKDAYS[index]} className="grid gap-2 sm:flex sm:items-center sm:gap-3">
            <label className="flex w-32 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={day.on}
                onChange={(event) => setDays(days.map((entry, i) => (i === index ? { ...entry, on: event.target.checked } : entry)))}
              />
              {WEEKDAYS[index]}
            </label>
            <div className="flex items-center gap-2">
            <TextInput
              type="time"
              aria-label={`${WEEKDAYS[index]} start`}
              value={day.start}
              disabled={!day.on}
              className="w-32"
              onChange={(event) => setDays(days.map((entry, i) => (i === index ? { ...entry, start: event.target.value } : entry)))}
            />
            <span className="text-sm text-muted">to</span>
            <TextInput
              type="time"
              aria-label={`${WEEKDAYS[index]} end`}
              value={day.end}
              disabled={!day.on}
              className="w-32"
              onChange={(event) => setDays(days.map((entry, i) => (i === index ? { ...entry, end: event.target.value } : entry)))}
            />
            </div>
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={() => void save()} loading={busy}>
          Save working hours
        </Button>
      </div>
    </section>
  );
}

function BlockedTimes({
  blockedTimes,
  timeZone,
  onChanged,
}: {
  blockedTimes: { id: string; startsAt: string; endsAt: string; reason: string }[];
  timeZone: string;
  onChanged: () => void;
}) {
  const client = useClient();
  const { toast } = useToast();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);

  async function block() {
    if (!from || !to) {
      toast({ message: "Please choose when the blocked time starts and ends.", theme: "error" });
      return;
    }
    setBusy(true);
    // datetime-local is wall time on this device.
    const answer = (
      await client.mutation(BLOCK_COACH_TIME, { startsAt: new Date(from).toISOString(), endsAt: new Date(to).toISOString(), reason }).toPromise()
    ).data?.blockCoachTime;
    setBusy(false);
    if (answer?.ok) {
      setFrom("");
      setTo("");
      setReason("");
      toast({ message: "Time blocked.", theme: "success" });
      onChanged();
    } else toast({ message: answer?.error ?? FAILED, theme: "error" });
  }

  async function unblock(id: string) {
    const answer = (await client.mutation(UNBLOCK_COACH_TIME, { blockedTimeId: id }).toPromise()).data?.unblockCoachTime;
    if (answer?.ok) onChanged();
    else toast({ message: answer?.error ?? FAILED, theme: "error" });
  }

  return (
    <section aria-labelledby="blocked-heading" className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="blocked-heading" className="text-xl font-semibold text-ink">
        Blocked times
      </h2>
      {blockedTimes.length === 0 ? <p className="text-sm text-muted">None.</p> : null}
      <ul className="grid gap-2">
        {blockedTimes.map((block) => (
          <li key={block.id} className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink">
            <span>
              {formatDateTime(block.startsAt, timeZone)} to {formatDateTime(block.endsAt, timeZone)}
              {block.reason ? ` (${block.reason})` : ""}
            </span>
            <Button size="sm" variant="ghost" onClick={() => void unblock(block.id)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="From (this device's time)">
          <TextInput type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} />
        </FormField>
        <FormField label="To">
          <TextInput type="datetime-local" value={to} onChange={(event) => setTo(event.target.value)} />
        </FormField>
        <FormField label="Reason (optional)">
          <TextInput value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
        </FormField>
      </div>
      <div>
        <Button variant="secondary" onClick={() => void block()} loading={busy}>
          Block time
        </Button>
      </div>
    </section>
  );
}
