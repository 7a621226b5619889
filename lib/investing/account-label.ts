// How an investing account is named on screen (002 §3): 'nickname or type label · number', the number cut to its
// last four when shortened (external accounts keep theirs).

export const REGISTRATION_LABELS: Record<string, string> = {
  INDIVIDUAL_REGISTRATION: "Brokerage",
  ROLLOVER_IRA_REGISTRATION: "Rollover Account",
  TRADITIONAL_IRA_REGISTRATION: "Traditional IRA",
  ROTH_IRA_REGISTRATION: "Roth IRA",
};

export function registrationLabel(registrationType: string, subtype?: string | null): string {
  if (registrationType === "EXTERNAL") return subtype ?? "External account";
  return REGISTRATION_LABELS[registrationType] ?? registrationType;
}

export function accountLabel(
  account: { nickname: string | null; registrationType: string; subtype?: string | null; accountNumber: string | null },
  { shortened = false }: { shortened?: boolean } = {},
): string {
  const name = account.nickname || registrationLabel(account.registrationType, account.subtype);
  if (!account.accountNumber) return name;
  const number =
    shortened && account.registrationType !== "EXTERNAL" ? `••${account.accountNumber.slice(-4)}` : account.accountNumber;
  return `${name} · ${number}`;
}

/** What the member reads about where the application stands, and what to do next. */
export const ACCOUNT_STATE_TEXT: Record<string, string> = {
  PENDING: "Almost there: review and affirm your agreements.",
  SUBMITTED: "Application submitted. We're checking your details with our clearing firm.",
  UNDER_REVIEW: "Your application is being reviewed. This usually takes 3-5 business days.",
  ACTION_REQUIRED: "Action needed: verify your identity so we can open your account.",
  ACTIVE: "Open",
  REJECTED: "We could not open this account.",
  SUSPENDED: "Suspended: please contact us.",
  CLOSED: "Closed",
};
