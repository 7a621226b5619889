import { agreementCodesFor } from "@/lib/integrations/clearing-firm/sandbox-agreements";
import {
  applyOutcome,
  attachDocuments,
  newInvestigation,
  settleDueReviews,
  submitApplication,
  type HolderState,
  type StoredAccount,
} from "@/lib/integrations/clearing-firm/sandbox-review";
import { US_STATE_CODES } from "@/lib/integrations/clearing-firm/clearing-firm-enums";
import { ageOn, isPossibleSsn } from "@/lib/integrations/clearing-firm/sandbox-validation";

describe("the sandbox's validation rules", () => {
  test("SSNs: never area 000, 666 or 9xx, group 00 or serial 0000", () => {
    expect(isPossibleSsn("123456789")).toBe(true);
    expect(isPossibleSsn("665010001")).toBe(true);
    for (const ssn of ["000456789", "666456789", "900456789", "999456789", "123006789", "123450000", "12345678", "12345678a"]) {
      expect(isPossibleSsn(ssn)).toBe(false);
    }
  });

  test("age in whole years on a UTC day; a date that does not exist has none", () => {
    const today = new Date("2026-11-27T12:00:00Z");
    expect(ageOn({ year: 2008, month: 11, day: 27 }, today)).toBe(18);
    expect(ageOn({ year: 2008, month: 11, day: 28 }, today)).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, new Date("2026-02-28T00:00:00Z"))).toBe(17);
    expect(ageOn({ year: 2001, month: 2, day: 29 }, today)).toBeNull();
    expect(ageOn({ year: 1990, month: 13, day: 1 }, today)).toBeNull();
  });

  test("the states: 50, DC and the territories", () => {
    expect(new Set(US_STATE_CODES).size).toBe(57);
    for (const code of ["TX", "DC", "PR", "GU", "VI"]) expect(US_STATE_CODES).toContain(code);
    expect(US_STATE_CODES).not.toContain("XX");
  });

  test("agreements by account type", () => {
    expect(agreementCodesFor("INDIVIDUAL")).toEqual(["customer-account-agreement"]);
    expect(agreementCodesFor("ROTH_IRA")).toContain("roth-ira-disclosure");
    expect(agreementCodesFor("TRADITIONAL_IRA")).toContain("traditional-ira-disclosure");
    expect(agreementCodesFor("ROLLOVER_IRA")).toEqual(expect.arrayContaining(["ira-adoption-agreement", "traditional-ira-disclosure", "rollover-certification"]));
  });
});

describe("the sandbox's review steps", () => {
  const at = "2026-11-27T10:00:00.000Z";

  function holder(): HolderState {
    const account = { accountId: "a1", accountNumber: "SB000001", state: "PENDING", forcedOutcome: null, review: null } as unknown as StoredAccount;
    return { investigation: newInvestigation("investigations/i1", at), accounts: [account] };
  }

  test("a review is decided only once due, at its due time, with the forced outcome", () => {
    const state = holder();
    const account = state.accounts[0]!;
    account.forcedOutcome = "ACTION_REQUIRED";
    submitApplication(account, "2026-11-27T10:00:20.000Z");
    expect(settleDueReviews(state, new Date("2026-11-27T10:00:19.999Z"))).toBe(false);
    expect(account.state).toBe("SUBMITTED");
    expect(settleDueReviews(state, new Date("2026-11-27T10:05:00.000Z"))).toBe(true);
    expect(account.state).toBe("ACTION_REQUIRED");
    expect(state.investigation.auditTrail.at(-1)?.updateTime).toBe("2026-11-27T10:00:20.000Z");
  });

  test("documents must cover every unverified field: a passport alone does not cover the address", () => {
    const state = holder();
    const account = state.accounts[0]!;
    applyOutcome(state, account, "ACTION_REQUIRED", at, "APPLICATION");
    attachDocuments(state, [{ documentId: "d1", documentType: "PASSPORT" }], at, at);
    expect(state.investigation.investigationRequestState).toBe("INDETERMINATE");
    attachDocuments(state, [{ documentId: "d1", documentType: "PASSPORT" }, { documentId: "d2", documentType: "STATE_ID_CARD" }], at, at);
    expect(state.investigation.investigationRequestState).toBe("UNDER_REVIEW");
    expect(account).toMatchObject({ state: "UNDER_REVIEW", review: { kind: "DOCUMENTS" } });
    expect(state.investigation.documentIds).toEqual(["d1", "d2"]);
  });

  test("every change is audited as the sandbox, with old and new values", () => {
    const state = holder();
    applyOutcome(state, state.accounts[0]!, "REJECTED", at, "APPLICATION");
    expect(state.investigation.auditTrail).toContainEqual(
      expect.objectContaining({ field: "investigationRequestState", oldValue: "PENDING", newValue: "REJECTED", updateUser: "sandbox" }),
    );
    expect(state.investigation.results).toHaveLength(1);
  });
});
