import { DateTime, Interval } from "luxon";

import { SLOT_STEP_MINUTES } from "./coaching-rules";

// Pure: which start times each coach can take a session of a given length. Working hours are wall-clock times in the
// coach's zone, turned into instants per calendar day by luxon, so a daylight-saving change moves them with the
// coach (09:00 stays 09:00 in New York) and a wall time that does not exist that day (02:30 on a spring-forward
// Sunday) is skipped rather than shifted.

export type CoachSchedule = {
  coachUserId: string;
  timeZone: string;
  /** weekday 1 = Monday ... 7 = Sunday; minutes since local midnight. */
  workingHours: { weekday: number; startMinute: number; endMinute: number }[];
  /** Blocked times and booked sessions: nothing may overlap them. */
  busy: { startsAt: Date; endsAt: Date }[];
};

export type AvailableSlot = { coachUserId: string; startsAt: Date; endsAt: Date };

export function computeAvailableSlots({
  coaches,
  from,
  to,
  durationMinutes,
}: {
  coaches: CoachSchedule[];
  /** No slot starts before this instant. */
  from: Date;
  /** No slot starts after this instant. */
  to: Date;
  durationMinutes: number;
}): AvailableSlot[] {
  const slots = coaches.flatMap((coach) => slotsOf(coach, { from, to, durationMinutes }));
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.coachUserId.localeCompare(b.coachUserId));
}

/** One slot per start time (slots sorted by start, then coach id): the member picks a time, not a coach. */
export function oneSlotPerTime(slots: AvailableSlot[]): AvailableSlot[] {
  const byStart = new Map<number, AvailableSlot>();
  for (const slot of slots) {
    const key = slot.startsAt.getTime();
    if (!byStart.has(key)) byStart.set(key, slot);
  }
  return [...byStart.values()];
}

function slotsOf(coach: CoachSchedule, { from, to, durationMinutes }: { from: Date; to: Date; durationMinutes: number }) {
  const zone = coach.timeZone;
  const slots: AvailableSlot[] = [];
  // Local days from the day before `from` to the day after `to`, so a zone far from UTC misses no edge day.
  let day = DateTime.fromJSDate(from, { zone }).startOf("day").minus({ days: 1 });
  const lastDay = DateTime.fromJSDate(to, { zone }).startOf("day").plus({ days: 1 });
  while (day <= lastDay) {
    for (const hours of coach.workingHours.filter((entry) => entry.weekday === day.weekday)) {
      // The end of the hours as an instant (a missing wall time reads as the first one after it).
      const hoursEnd = wallTime(day, hours.endMinute) ?? atMinute(day, hours.endMinute);
      for (let minute = hours.startMinute; minute + durationMinutes <= hours.endMinute; minute += SLOT_STEP_MINUTES) {
        const start = wallTime(day, minute);
        if (!start) continue;
        // Measured in real minutes: across a change the wall-clock span and the session's length differ.
        const endsAt = start.plus({ minutes: durationMinutes });
        if (endsAt > hoursEnd) continue;
        const startsAt = start.toJSDate();
        if (startsAt < from || startsAt > to) continue;
        const slot = Interval.fromDateTimes(start, endsAt);
        const clash = coach.busy.some((busy) =>
          slot.overlaps(Interval.fromDateTimes(DateTime.fromJSDate(busy.startsAt), DateTime.fromJSDate(busy.endsAt))),
        );
        if (!clash) slots.push({ coachUserId: coach.coachUserId, startsAt, endsAt: endsAt.toJSDate() });
      }
    }
    day = day.plus({ days: 1 });
  }
  return slots;
}

/** The instant of a wall-clock minute of a local day, or null when that wall time does not exist (spring forward). */
function wallTime(day: DateTime, minuteOfDay: number): DateTime | null {
  const time = atMinute(day, minuteOfDay);
  return minuteOfDay === 1440 || time.hour * 60 + time.minute === minuteOfDay ? time : null;
}

function atMinute(day: DateTime, minuteOfDay: number): DateTime {
  if (minuteOfDay === 1440) return day.plus({ days: 1 }).startOf("day");
  return day.set({ hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60, second: 0, millisecond: 0 });
}
