import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdvisedPlanForm } from "@/components/staff/advised-plan-form";
import { AskCoachAccessForm } from "@/components/staff/ask-coach-access-form";
import { CoachRoleForm } from "@/components/staff/coach-role-form";
import { LegalHoldForm } from "@/components/staff/legal-hold-form";
import { ToastProvider } from "@/components/ui/toast";
import { mockGraphQLClient } from "@/tests/components/health/mock-graphql-client";

const mockPush = jest.fn();
const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: mockPush, refresh: mockRefresh }) }));

beforeEach(() => {
  mockPush.mockReset();
  mockRefresh.mockReset();
});

function renderWith(ui: React.ReactNode, responders: Parameters<typeof mockGraphQLClient>[0]) {
  const { calls, wrapper: Wrapper } = mockGraphQLClient(responders);
  render(
    <ToastProvider>
      <Wrapper>{ui}</Wrapper>
    </ToastProvider>,
  );
  return calls;
}

describe("LegalHoldForm", () => {
  test("asks for a reason before sending, then places the hold and refreshes the page", async () => {
    const calls = renderWith(<LegalHoldForm userId="u1" isOnHold={false} />, {
      SetLegalHold: () => ({
        data: { setLegalHold: { legalHoldAt: "2026-11-27T00:00:00.000Z", legalHoldReason: "Subpoena", error: null, errorField: null } },
      }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Place legal hold" }));
    expect(await screen.findByText("Please write why (for example, the case or request it is for).")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText(/Why place a legal hold/), "Subpoena");
    await user.click(screen.getByRole("button", { name: "Place legal hold" }));
    expect(await screen.findByText("Legal hold set")).toBeInTheDocument();
    expect(calls).toEqual([{ name: "SetLegalHold", variables: { userId: "u1", onHold: true, reason: "Subpoena" } }]);
    expect(mockRefresh).toHaveBeenCalled();
  });

  test("a held customer is offered 'Lift legal hold'; a server error on the reason shows under the field", async () => {
    renderWith(<LegalHoldForm userId="u1" isOnHold />, {
      SetLegalHold: () => ({
        data: { setLegalHold: { legalHoldAt: null, legalHoldReason: null, error: "Too long, say less.", errorField: "reason" } },
      }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Why lift the legal hold/), "Case closed");
    await user.click(screen.getByRole("button", { name: "Lift legal hold" }));
    expect(await screen.findByText("Too long, say less.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Why lift the legal hold/)).toHaveAttribute("aria-invalid", "true");
    expect(mockRefresh).not.toHaveBeenCalled();
  });
});

describe("AdvisedPlanForm", () => {
  const pricingPlans = [
    { id: "financial-wellness-platform", name: "Financial Wellness Platform" },
    { id: "financial-wellness-coaching", name: "Financial Wellness Coaching" },
  ];

  test("checks name and seats with the server's schema, then creates the plan and opens its page", async () => {
    const calls = renderWith(<AdvisedPlanForm pricingPlans={pricingPlans} />, {
      CreateAdvisedPlan: () => ({ data: { createAdvisedPlan: { planId: "p9", error: null, errorField: null } } }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Create plan" }));
    expect(await screen.findByText("Please enter the plan's name.")).toBeInTheDocument();
    expect(screen.getByText("Please enter the number of employees the plan pays for, from 1 to 1,000,000.")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText(/^Plan name/), "Riverside Charter");
    await user.selectOptions(screen.getByLabelText(/^Pricing plan/), "financial-wellness-coaching");
    await user.type(screen.getByLabelText(/^Seats/), "80");
    await user.click(screen.getByRole("button", { name: "Create plan" }));
    await screen.findByText("Plan created");
    expect(calls).toEqual([
      { name: "CreateAdvisedPlan", variables: { name: "Riverside Charter", pricingPlanId: "financial-wellness-coaching", seats: 80 } },
    ]);
    expect(mockPush).toHaveBeenCalledWith("/plans/p9");
  });

  test("a duplicate name from the server is shown under the name", async () => {
    renderWith(<AdvisedPlanForm pricingPlans={pricingPlans} />, {
      CreateAdvisedPlan: () => ({
        data: {
          createAdvisedPlan: {
            planId: null,
            error: "There is already a plan with that name. Please choose another one.",
            errorField: "name",
          },
        },
      }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Plan name/), "Acme Logistics");
    await user.type(screen.getByLabelText(/^Seats/), "10");
    await user.click(screen.getByRole("button", { name: "Create plan" }));
    expect(await screen.findByText("There is already a plan with that name. Please choose another one.")).toBeInTheDocument();
    expect(mockPush).not.toHaveBeenCalled();
  });
});

describe("AskCoachAccessForm", () => {
  test("asks the member on the page for access with the reason they will read", async () => {
    const calls = renderWith(<AskCoachAccessForm memberEmail="alex@example.com" />, {
      RequestCoachAccess: () => ({
        data: { requestCoachAccess: { requestId: "r1", expiresAt: "2026-11-28T00:00:00.000Z", error: null, errorField: null, retryAfterSeconds: null } },
      }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Ask for Coach Mode access" }));
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText(/Reason \(the member sees it\)/), "Reviewing your budget before our call");
    await user.click(screen.getByRole("button", { name: "Ask for Coach Mode access" }));
    expect(await screen.findByText(/Asked\. alex@example\.com sees your request/)).toBeInTheDocument();
    expect(calls).toEqual([
      { name: "RequestCoachAccess", variables: { input: { memberEmail: "alex@example.com", reason: "Reviewing your budget before our call" } } },
    ]);
    expect(screen.getByRole("button", { name: "Ask again" })).toBeInTheDocument();
  });
});

describe("CoachRoleForm", () => {
  test("makes a staff member a coach, and asks before stopping one", async () => {
    const calls = renderWith(<CoachRoleForm userId="s1" name="Jamie Rivera" isCoach />, {
      SetCoachRole: () => ({ data: { setCoachRole: { isCoach: false, error: null } } }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Stop coaching" }));
    expect(calls).toEqual([]);
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Stop coaching" }));
    expect(await screen.findByText("Jamie Rivera no longer coaches.")).toBeInTheDocument();
    expect(calls).toEqual([{ name: "SetCoachRole", variables: { userId: "s1", isCoach: false } }]);
    expect(mockRefresh).toHaveBeenCalled();
  });
});
