import { applicationTimeline } from "@/lib/investing/application-timeline";

const statuses = (state: string, hasCompletedDeposit = false, isMoneyInvested = false) =>
  applicationTimeline({ state, hasCompletedDeposit, isMoneyInvested }).map((step) => `${step.label}:${step.status}`);

describe("where an investing account stands", () => {
  test("under review: submitted is done, the review is current, the rest waits", () => {
    expect(statuses("UNDER_REVIEW")).toEqual(["Submitted:done", "Under review:current", "Approved:upcoming", "Funded:upcoming", "Invested:upcoming"]);
    expect(statuses("SUBMITTED")[1]).toBe("Under review:current");
  });

  test("action needed appears only while the clearing firm waits for a document", () => {
    expect(statuses("ACTION_REQUIRED")).toEqual([
      "Submitted:done",
      "Under review:done",
      "Action needed:current",
      "Approved:upcoming",
      "Funded:upcoming",
      "Invested:upcoming",
    ]);
  });

  test("approved, then funded by a completed deposit, then invested", () => {
    expect(statuses("ACTIVE")).toEqual(["Submitted:done", "Under review:done", "Approved:done", "Funded:current", "Invested:upcoming"]);
    expect(statuses("ACTIVE", true)).toEqual(["Submitted:done", "Under review:done", "Approved:done", "Funded:done", "Invested:current"]);
    expect(statuses("ACTIVE", true, true).every((step) => step.endsWith(":done"))).toBe(true);
  });

  test("a refused application ends at 'Not approved'", () => {
    expect(statuses("REJECTED")).toEqual(["Submitted:done", "Under review:done", "Not approved:failed", "Funded:upcoming", "Invested:upcoming"]);
  });

  test("an application not yet submitted is at its first step", () => {
    expect(statuses("PENDING")[0]).toBe("Submitted:current");
  });
});
