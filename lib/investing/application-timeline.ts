// Where an investing account stands, as the steps a member reads on /investing (issue 16 item 1): Submitted → Under
// review → (Action needed) → Approved → Funded → Invested. Pure: the account's state and two facts about its money.

export type TimelineStatus = "done" | "current" | "upcoming" | "failed";
export type TimelineStep = { key: string; label: string; status: TimelineStatus };

export type TimelineAccount = { state: string; hasCompletedDeposit: boolean; isMoneyInvested: boolean };

const ORDER = ["submitted", "review", "action", "approved", "funded", "invested"] as const;
const LABELS: Record<(typeof ORDER)[number], string> = {
  submitted: "Submitted",
  review: "Under review",
  action: "Action needed",
  approved: "Approved",
  funded: "Funded",
  invested: "Invested",
};

/** The step the account is at (the first not done); Action needed only appears while it applies. */
function currentStep(account: TimelineAccount): (typeof ORDER)[number] {
  switch (account.state) {
    case "PENDING":
      return "submitted";
    case "SUBMITTED":
    case "UNDER_REVIEW":
      return "review";
    case "ACTION_REQUIRED":
      return "action";
    case "REJECTED":
      return "approved";
    default:
      if (account.isMoneyInvested) return "invested";
      return account.hasCompletedDeposit ? "invested" : "funded";
  }
}

export function applicationTimeline(account: TimelineAccount): TimelineStep[] {
  const current = currentStep(account);
  const steps = ORDER.filter((key) => key !== "action" || account.state === "ACTION_REQUIRED");
  const currentIndex = steps.indexOf(current);
  const everythingDone = account.isMoneyInvested && ["ACTIVE", "SUSPENDED", "CLOSED"].includes(account.state);
  return steps.map((key, index) => {
    let status: TimelineStatus = index < currentIndex ? "done" : index === currentIndex ? "current" : "upcoming";
    if (everythingDone) status = "done";
    if (account.state === "REJECTED" && key === "approved") status = "failed";
    return { key, label: account.state === "REJECTED" && key === "approved" ? "Not approved" : LABELS[key], status };
  });
}
