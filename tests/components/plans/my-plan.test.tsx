import { render, screen, within } from "@testing-library/react";
import { MyPlan, type MyPlanProps } from "@/components/plans/my-plan";
import type { DataViewRow, MyPlanView } from "@/components/plans/my-plan-types";

const coachingPlan: MyPlanView = {
  planId: "plan-1",
  employerName: "Acme Corp",
  planTypeName: "Financial Wellness Coaching",
  includes: ["Everything in Financial Wellness Platform", "Unlimited 1-on-1 coaching"],
  includesCoaching: true,
  adminPermission: null,
};

const platformPlan: MyPlanView = {
  planId: "plan-2",
  employerName: "Globex",
  planTypeName: "Financial Wellness Platform",
  includes: ["Budgeting tool", "Goal setting and tracking"],
  includesCoaching: false,
  adminPermission: "owner",
};

const views: DataViewRow[] = [
  { id: "a", viewerName: "Sam Ortiz", viewerRole: "STAFF", description: "Viewed your customer profile", viewedAt: "2026-11-20T15:04:00.000Z" },
  { id: "b", viewerName: "Jordan Lee", viewerRole: "COACH", description: "Opened your account in Coach Mode", viewedAt: "2026-11-02T09:30:00.000Z" },
];

function renderMyPlan(overrides: Partial<MyPlanProps> = {}) {
  return render(
    <MyPlan
      plans={[coachingPlan]}
      dataViews={[]}
      coachContact={{ kind: "direct", email: "info@example.com", phone: "(512) 555-0142" }}
      companyName="Mariner"
      {...overrides}
    />,
  );
}

describe("My Plan", () => {
  test("one plan: the employer, the plan type, what it includes and how to reach a coach", () => {
    renderMyPlan();
    expect(screen.getByRole("heading", { level: 1, name: "My Plan" })).toBeInTheDocument();
    const plan = screen.getByRole("region", { name: "Acme Corp" });
    expect(within(plan).getByText("Financial Wellness Coaching")).toBeInTheDocument();
    expect(within(plan).getByText("Member")).toBeInTheDocument();
    expect(within(plan).getByText("Unlimited 1-on-1 coaching")).toBeInTheDocument();
    expect(within(plan).getByRole("link", { name: "info@example.com" })).toHaveAttribute(
      "href",
      "mailto:info@example.com?subject=Coaching%20session",
    );
    expect(within(plan).getByRole("link", { name: "(512) 555-0142" })).toHaveAttribute("href", "tel:5125550142");
  });

  test("coaching links to the Coaching screen when it exists", () => {
    renderMyPlan({ coachContact: { kind: "screen", href: "/contact" } });
    expect(screen.getByRole("link", { name: "Book a session with a coach" })).toHaveAttribute("href", "/contact");
  });

  test("several plans: one section each; a platform plan says coaching is not included; an admin's role shows", () => {
    renderMyPlan({ plans: [coachingPlan, platformPlan] });
    expect(screen.getByText("You are on 2 employer plans.")).toBeInTheDocument();
    const globex = screen.getByRole("region", { name: "Globex" });
    expect(within(globex).getByText("Plan administrator (owner)")).toBeInTheDocument();
    expect(within(globex).getByText(/1-on-1 coaching is not part of this plan/)).toBeInTheDocument();
    expect(within(globex).queryByRole("link", { name: /coach/i })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Acme Corp" })).toBeInTheDocument();
  });

  test("no plan: says so and offers to verify a work email", () => {
    renderMyPlan({ plans: [] });
    expect(screen.getByRole("region", { name: "No Plan" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Verify your work email" })).toHaveAttribute("href", "/verify");
  });

  test("what the employer can see: the aggregate-only rule, and the people who viewed the member's data", () => {
    renderMyPlan({ dataViews: views });
    const section = screen.getByRole("region", { name: "What your employer can see" });
    expect(within(section).getByText(/only ever sees totals for everyone on the plan together/)).toBeInTheDocument();
    const list = within(section).getByRole("list", { name: "Who has viewed your data" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Sam Ortiz (Staff): Viewed your customer profile");
    expect(rows[0]).toHaveTextContent("11/20/2026, 3:04 PM UTC");
    expect(within(rows[0]!).getByText(/11\/20\/2026/)).toHaveAttribute("datetime", "2026-11-20T15:04:00.000Z");
    expect(rows[1]).toHaveTextContent("Jordan Lee (Coach): Opened your account in Coach Mode");
  });

  test("no views yet: says no one has viewed the data", () => {
    renderMyPlan({ dataViews: [] });
    expect(screen.getByText("No one at Mariner has viewed your data.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Who has viewed your data" })).not.toBeInTheDocument();
  });

  test("in coach mode the list is withheld and says it is the member's", () => {
    renderMyPlan({ dataViews: null });
    expect(screen.getByText("This list is shown only to the member.")).toBeInTheDocument();
  });
});

describe("My Plan: what coaches saw in Coach Mode", () => {
  it("lists each session with its reason and whether changes were allowed, and what the coach saw, newest first", () => {
    renderMyPlan({
      coachSessions: [
        {
          id: "g2",
          coachName: "Pat Staff",
          reason: "Locked out on the phone; checking a suspicious connection",
          status: "REVOKED",
          allowEdits: false,
          isEmergency: true,
          decidedAt: "2026-11-21T10:00:00.000Z",
          activity: [
            { id: "x3", kind: "REFUSED", detail: "updateUserName", at: "2026-11-21T10:02:00.000Z" },
            { id: "x2", kind: "PAGE", detail: "/accounts", at: "2026-11-21T10:01:00.000Z" },
            { id: "x1", kind: "START", detail: "Opened your account in Coach Mode", at: "2026-11-21T10:00:30.000Z" },
          ],
        },
        {
          id: "g1",
          coachName: "Jordan Lee",
          reason: "Budget review",
          status: "ENDED",
          allowEdits: true,
          isEmergency: false,
          decidedAt: "2026-11-20T10:00:00.000Z",
          activity: [],
        },
      ],
    });
    const list = screen.getByRole("list", { name: "Coach Mode sessions" });
    const sessions = within(list).getAllByRole("listitem").filter((item) => item.parentElement === list);
    expect(sessions[0]).toHaveTextContent("Pat Staff (emergency access) · view only · Ended by you");
    expect(sessions[0]).toHaveTextContent("Reason given: Locked out on the phone");
    const steps = within(screen.getByRole("list", { name: "What Pat Staff saw" })).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining("Tried to change (refused) updateUserName"),
      expect.stringContaining("Opened page /accounts"),
      expect.stringContaining("Opened your account in Coach Mode"),
    ]);
    expect(sessions[1]).toHaveTextContent("Jordan Lee (Coach) · changes allowed · Ended");
  });

  it("says so when no coach has opened the account, and shows nothing of it in coach mode", () => {
    const { unmount } = renderMyPlan({ coachSessions: [] });
    expect(screen.getByText("No coach has opened your account in Coach Mode.")).toBeInTheDocument();
    unmount();
    renderMyPlan({ coachSessions: null, dataViews: null });
    expect(screen.queryByRole("list", { name: "Coach Mode sessions" })).not.toBeInTheDocument();
  });
});
