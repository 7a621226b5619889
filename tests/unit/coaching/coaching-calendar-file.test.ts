import { calendarFile, type CalendarEvent } from "@/lib/coaching/coaching-calendar-file";

const event: CalendarEvent = {
  uid: "coaching-session-abc@app.test",
  sequence: 2,
  method: "REQUEST",
  startsAt: new Date("2026-12-01T15:00:00Z"),
  endsAt: new Date("2026-12-01T16:00:00Z"),
  summary: "Coaching session with Jamie Rivera",
  description: "Video session; join at https://meet.example.com/coaching/x, or call\nus",
  location: "https://meet.example.com/coaching/x",
  organizer: { name: 'Jamie "JR" Rivera', email: "jamie@mariner.test" },
  attendee: { name: "Alex", email: "alex@example.com" },
  stampedAt: new Date("2026-11-26T10:00:00Z"),
};

test("writes one VEVENT with its UID, SEQUENCE, UTC times and escaped text, CRLF line ends", () => {
  const ics = calendarFile(event);
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(ics.split("\r\n").filter((line) => line && !line.startsWith(" "))).toEqual(
    expect.arrayContaining([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "METHOD:REQUEST",
      "UID:coaching-session-abc@app.test",
      "SEQUENCE:2",
      "DTSTAMP:20261126T100000Z",
      "DTSTART:20261201T150000Z",
      "DTEND:20261201T160000Z",
      "STATUS:CONFIRMED",
      "END:VCALENDAR",
    ]),
  );
  const unfolded = ics.replace(/\r\n /g, "");
  expect(unfolded).toContain("DESCRIPTION:Video session\\; join at https://meet.example.com/coaching/x\\, or call\\nus");
  expect(unfolded).toContain('ORGANIZER;CN="Jamie JR Rivera":mailto:jamie@mariner.test');
});

test("a cancellation keeps the UID and says CANCEL", () => {
  const ics = calendarFile({ ...event, method: "CANCEL", sequence: 3 });
  expect(ics).toContain("METHOD:CANCEL\r\n");
  expect(ics).toContain("STATUS:CANCELLED\r\n");
  expect(ics).toContain("UID:coaching-session-abc@app.test\r\n");
  expect(ics).toContain("SEQUENCE:3\r\n");
});

test("folds lines longer than 75 octets without splitting a character", () => {
  const ics = calendarFile({ ...event, description: "é".repeat(100) });
  for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(ics.replace(/\r\n /g, "")).toContain(`DESCRIPTION:${"é".repeat(100)}`);
});
