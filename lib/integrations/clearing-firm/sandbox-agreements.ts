import type { ClearingAccountType } from "./types";

// The agreements the built-in sandbox asks a holder to affirm, by account type, as a custodian would: the customer
// account agreement for every account, the IRA adoption (custodial) agreement for the three IRAs, the disclosure
// statement of the IRA's kind and, for a rollover, the rollover certification. Their text is shown by
// /dev/clearing-firm/agreements/{code} (local and test installs only).

export type SandboxAgreementCode =
  | "customer-account-agreement"
  | "ira-adoption-agreement"
  | "roth-ira-disclosure"
  | "traditional-ira-disclosure"
  | "rollover-certification";

type SandboxAgreement = { code: SandboxAgreementCode; name: string; paragraphs: string[] };

const SANDBOX_NOTE = "Sample text of the built-in clearing-firm sandbox; no real account is opened and nothing is binding.";

export const SANDBOX_AGREEMENTS: Record<SandboxAgreementCode, SandboxAgreement> = {
  "customer-account-agreement": {
    code: "customer-account-agreement",
    name: "Customer Account Agreement",
    paragraphs: [
      SANDBOX_NOTE,
      "You ask the clearing firm to open and carry a brokerage account for you, introduced by your broker-dealer. The clearing firm holds your cash and securities, executes and settles your orders and sends your statements and confirmations.",
      "You confirm that the information you gave is true and complete, and you will tell us when it changes. We verify your identity as federal law requires (the customer identification program) and may close the account if we cannot.",
      "Disputes are settled by arbitration under the rules of FINRA.",
    ],
  },
  "ira-adoption-agreement": {
    code: "ira-adoption-agreement",
    name: "IRA Adoption Agreement and Custodial Account Agreement",
    paragraphs: [
      SANDBOX_NOTE,
      "You establish an individual retirement account under section 408 or 408A of the Internal Revenue Code and appoint the clearing firm's affiliated trust company as its custodian.",
      "Contributions, rollovers and distributions follow the limits and rules of the Code; you are responsible for their tax consequences.",
    ],
  },
  "roth-ira-disclosure": {
    code: "roth-ira-disclosure",
    name: "Roth IRA Disclosure Statement",
    paragraphs: [
      SANDBOX_NOTE,
      "Contributions to a Roth IRA are not deductible. Qualified distributions, made after five years and after age 59½, death or disability, are free of federal income tax.",
      "Eligibility to contribute phases out at higher modified adjusted gross incomes.",
    ],
  },
  "traditional-ira-disclosure": {
    code: "traditional-ira-disclosure",
    name: "Traditional IRA Disclosure Statement",
    paragraphs: [
      SANDBOX_NOTE,
      "Contributions to a traditional IRA may be deductible. Distributions are taxed as ordinary income; those before age 59½ may owe an additional 10% tax, and required minimum distributions begin at the age the Code sets.",
    ],
  },
  "rollover-certification": {
    code: "rollover-certification",
    name: "Rollover Certification",
    paragraphs: [
      SANDBOX_NOTE,
      "You certify that the assets you will deposit come from an eligible employer plan or IRA, are eligible for rollover, and are deposited within 60 days of their distribution, or move directly between custodians.",
    ],
  },
};

/** The agreements an account of this type needs, in the order they are shown. */
export function agreementCodesFor(accountType: ClearingAccountType): SandboxAgreementCode[] {
  switch (accountType) {
    case "INDIVIDUAL":
      return ["customer-account-agreement"];
    case "ROTH_IRA":
      return ["customer-account-agreement", "ira-adoption-agreement", "roth-ira-disclosure"];
    case "TRADITIONAL_IRA":
      return ["customer-account-agreement", "ira-adoption-agreement", "traditional-ira-disclosure"];
    case "ROLLOVER_IRA":
      return ["customer-account-agreement", "ira-adoption-agreement", "traditional-ira-disclosure", "rollover-certification"];
  }
}

export function findSandboxAgreement(code: string): SandboxAgreement | undefined {
  return Object.hasOwn(SANDBOX_AGREEMENTS, code) ? SANDBOX_AGREEMENTS[code as SandboxAgreementCode] : undefined;
}

/** Where the product opens an agreement's text on this install. */
export function sandboxAgreementUri(siteUrl: string, code: SandboxAgreementCode): string {
  return new URL(`/dev/clearing-firm/agreements/${code}`, siteUrl).toString();
}
