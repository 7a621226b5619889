import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { MemberCoaching } from "@/components/coaching/member-coaching";
import { ToastProvider } from "@/components/ui/toast";

import { mockGraphQLClient } from "../health/mock-graphql-client";

// /contact's client part: upcoming sessions (changeable until 24 hours before), booking from the slot picker, and the
// read-only view of coach mode.

const session = (overrides: Record<string, unknown> = {}) => ({
  id: "s1",
  startsAt: "2026-12-01T15:00:00.000Z",
  endsAt: "2026-12-01T16:00:00.000Z",
  status: "BOOKED",
  format: "VIDEO",
  phoneNumber: null,
  meetingUrl: "https://meet.example.com/coaching/abc",
  coachName: "Jamie Rivera",
  canChange: true,
  summary: null,
  actionItems: [],
  ...overrides,
});

function renderPage({ upcoming = [session()], canBook = true, readOnly = false } = {}) {
  const mock = mockGraphQLClient({
    MemberCoaching: () => ({ data: { memberCoaching: { isEligible: true, canBook, maxUpcomingSessions: 2, upcoming, past: [] } } }),
    CoachingSlots: () => ({ data: { coachingSlots: [{ coachUserId: "c1", startsAt: "2026-12-02T15:00:00.000Z", endsAt: "2026-12-02T15:30:00.000Z" }] } }),
    BookCoachingSession: () => ({ data: { bookCoachingSession: { error: null, errorField: null, session: { id: "s2", startsAt: "2026-12-02T15:00:00.000Z" } } } }),
  });
  render(
    <ToastProvider>
      <MemberCoaching readOnly={readOnly} />
    </ToastProvider>,
    { wrapper: mock.wrapper },
  );
  return mock;
}

test("books the chosen time in the member's zone, sending the zone for the emails", async () => {
  const user = userEvent.setup();
  const { calls } = renderPage({ upcoming: [] });
  const book = await screen.findByRole("region", { name: "Book a session" });
  await user.click(within(book).getByRole("radio", { name: "Phone call" }));
  await user.type(within(book).getByLabelText("Phone number for the coach to call"), "512 555 0199");
  await user.click(await within(book).findByRole("radio", { name: /3:00 PM|10:00 AM/ }));
  await user.click(within(book).getByRole("button", { name: /^Book / }));
  await screen.findByText("Your session is booked. We emailed you a confirmation with a calendar invitation.");
  const booking = calls.find((call) => call.name === "BookCoachingSession");
  expect(booking?.variables).toMatchObject({
    input: { coachUserId: "c1", startsAt: "2026-12-02T15:00:00.000Z", durationMinutes: 30, format: "PHONE", phoneNumber: "512 555 0199" },
  });
  expect(typeof (booking?.variables.input as { timeZone: string }).timeZone).toBe("string");
});

test("a session less than 24 hours away says to contact the coach instead of offering changes", async () => {
  renderPage({ upcoming: [session({ canChange: false })], canBook: false });
  const upcoming = await screen.findByRole("region", { name: "Upcoming sessions" });
  expect(within(upcoming).getByText(/Please contact your coach\./)).toBeInTheDocument();
  expect(within(upcoming).queryByRole("button", { name: "Reschedule" })).not.toBeInTheDocument();
  expect(screen.getByText(/You can have up to 2 upcoming sessions/)).toBeInTheDocument();
});

test("in coach mode the member's sessions are shown with nothing to book, move or cancel", async () => {
  renderPage({ readOnly: true });
  const upcoming = await screen.findByRole("region", { name: "Upcoming sessions" });
  expect(within(upcoming).getByText("60 minutes with Jamie Rivera")).toBeInTheDocument();
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
  expect(screen.queryByRole("region", { name: "Book a session" })).not.toBeInTheDocument();
});
