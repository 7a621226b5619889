// What may be chosen when (issue 16 items 2 and 3): a portfolio only for an ACTIVE account; after a questionnaire,
// its recommendation or one level either side with an acknowledgement. The messages the member reads.

export const PORTFOLIO_CHOICE_MESSAGES = {
  finishOpening: "Finish opening your account first: review and affirm your agreements. You can choose a portfolio once it's approved.",
  underReview: "Your account is still being reviewed. You can choose a portfolio once it's approved.",
  notOpen: "This account is not open, so its portfolio can't be changed.",
  portfolioNotFound: "That portfolio is not available.",
  tooFarFromRecommendation:
    "That portfolio is more than one level away from the risk level your answers suggest. Choose one closer to your recommendation, or take the questionnaire again.",
  acknowledgementNeeded: "Please confirm that you understand this portfolio differs from your recommendation.",
  alreadyCurrent: "This is already your account's portfolio.",
  requestReused: "This request was already used for another change.",
} as const;

/** Why no portfolio can be chosen for an account in this state; null when it can (ACTIVE). */
export function portfolioLockReason(state: string): string | null {
  switch (state) {
    case "ACTIVE":
      return null;
    case "PENDING":
      return PORTFOLIO_CHOICE_MESSAGES.finishOpening;
    case "SUBMITTED":
    case "UNDER_REVIEW":
    case "ACTION_REQUIRED":
      return PORTFOLIO_CHOICE_MESSAGES.underReview;
    default:
      return PORTFOLIO_CHOICE_MESSAGES.notOpen;
  }
}

/** Accounts whose questionnaire can still be taken: anything not refused or closed. */
export function canTakeRiskQuiz(state: string): boolean {
  return !["REJECTED", "CLOSED"].includes(state);
}
