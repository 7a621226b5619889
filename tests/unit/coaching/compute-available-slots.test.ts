import { computeAvailableSlots, oneSlotPerTime, type CoachSchedule } from "@/lib/coaching/compute-available-slots";

// Working hours are wall-clock times in the coach's zone: across a daylight-saving change they stay at the same local
// time (so move in UTC), a wall time that does not exist is skipped, and busy times are never offered.

const nineToFive = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 }));
const coach = (overrides: Partial<CoachSchedule> = {}): CoachSchedule => ({
  coachUserId: "coach-a",
  timeZone: "America/New_York",
  workingHours: nineToFive,
  busy: [],
  ...overrides,
});
const iso = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString());

test("9:00 in New York is 13:00 UTC before the spring change and 12:00 UTC after it (March 8, 2026)", () => {
  const slots = computeAvailableSlots({
    coaches: [coach()],
    from: new Date("2026-03-07T00:00:00Z"),
    to: new Date("2026-03-09T23:59:00Z"),
    durationMinutes: 60,
  });
  const firstOfDay = (day: string) => iso(slots).find((start) => start.startsWith(day));
  expect(firstOfDay("2026-03-07")).toBe("2026-03-07T14:00:00.000Z");
  expect(firstOfDay("2026-03-08")).toBe("2026-03-08T13:00:00.000Z");
  expect(firstOfDay("2026-03-09")).toBe("2026-03-09T13:00:00.000Z");
  // 9:00 to 17:00 in 30-minute steps, 60-minute sessions: 9:00 ... 16:00 is 15 starts a day.
  expect(slots.filter((slot) => slot.startsAt.toISOString().startsWith("2026-03-09"))).toHaveLength(15);
});

test("after the autumn change (November 1, 2026) 9:00 in New York is 14:00 UTC", () => {
  const slots = computeAvailableSlots({
    coaches: [coach()],
    from: new Date("2026-10-31T00:00:00Z"),
    to: new Date("2026-11-02T23:59:00Z"),
    durationMinutes: 30,
  });
  expect(iso(slots)).toContain("2026-10-31T13:00:00.000Z");
  expect(iso(slots)).toContain("2026-11-02T14:00:00.000Z");
  expect(iso(slots)).not.toContain("2026-11-02T13:00:00.000Z");
});

test("hours across the missing hour of a spring-forward night offer no time that does not exist", () => {
  const night = [{ weekday: 7, startMinute: 60, endMinute: 4 * 60 }]; // Sunday 1:00 to 4:00, March 8, 2026
  const slots = computeAvailableSlots({
    coaches: [coach({ workingHours: night })],
    from: new Date("2026-03-08T00:00:00Z"),
    to: new Date("2026-03-09T00:00:00Z"),
    durationMinutes: 30,
  });
  // 1:00 and 1:30 EST (6:00, 6:30 UTC), then 3:00 and 3:30 EDT (7:00, 7:30 UTC); 2:00 and 2:30 do not exist.
  expect(iso(slots)).toEqual(["2026-03-08T06:00:00.000Z", "2026-03-08T06:30:00.000Z", "2026-03-08T07:00:00.000Z", "2026-03-08T07:30:00.000Z"]);
});

test("each coach's hours are in their own zone", () => {
  const slots = computeAvailableSlots({
    coaches: [coach(), coach({ coachUserId: "coach-b", timeZone: "Europe/London" })],
    from: new Date("2026-06-10T00:00:00Z"),
    to: new Date("2026-06-10T23:59:00Z"),
    durationMinutes: 60,
  });
  expect(slots[0]).toMatchObject({ coachUserId: "coach-b" });
  expect(slots[0]!.startsAt.toISOString()).toBe("2026-06-10T08:00:00.000Z");
  expect(slots.find((slot) => slot.coachUserId === "coach-a")!.startsAt.toISOString()).toBe("2026-06-10T13:00:00.000Z");
});

test("busy times (bookings, blocked time) take out every overlapping start, and sessions end within the hours", () => {
  const slots = computeAvailableSlots({
    coaches: [coach({ busy: [{ startsAt: new Date("2026-06-10T14:00:00Z"), endsAt: new Date("2026-06-10T15:00:00Z") }] })],
    from: new Date("2026-06-10T00:00:00Z"),
    to: new Date("2026-06-10T23:59:00Z"),
    durationMinutes: 60,
  });
  const starts = iso(slots);
  expect(starts).toContain("2026-06-10T13:00:00.000Z");
  expect(starts).not.toContain("2026-06-10T13:30:00.000Z");
  expect(starts).not.toContain("2026-06-10T14:00:00.000Z");
  expect(starts).not.toContain("2026-06-10T14:30:00.000Z");
  expect(starts).toContain("2026-06-10T15:00:00.000Z");
  expect(starts.at(-1)).toBe("2026-06-10T20:00:00.000Z"); // 16:00 EDT: the last hour-long start before 17:00
});

test("one slot per time: the member picks a time, the first free coach takes it", () => {
  const slots = computeAvailableSlots({
    coaches: [coach({ coachUserId: "coach-b" }), coach({ coachUserId: "coach-a" })],
    from: new Date("2026-06-10T13:00:00Z"),
    to: new Date("2026-06-10T13:30:00Z"),
    durationMinutes: 30,
  });
  expect(slots).toHaveLength(4);
  expect(oneSlotPerTime(slots).map((slot) => [slot.coachUserId, slot.startsAt.toISOString()])).toEqual([
    ["coach-a", "2026-06-10T13:00:00.000Z"],
    ["coach-a", "2026-06-10T13:30:00.000Z"],
  ]);
});
