import {
  includedSteps,
  nextStepName,
  previousStepName,
  resolveStep,
  STEP_REGISTRY,
  stepContext,
} from "@/components/investing-registration/step-registry";
import { STEP_NAMES, type StepContext } from "@/components/investing-registration/wizard-state";
import { NO_DISCLOSURES } from "@/components/investing-registration/steps/disclosures-step";
import { loadRegistrationSteps } from "@/components/investing-registration/load-registration-schemas";
import { wizardState } from "./wizard-test-helpers";

// The wizard loads the steps and their schemas before it shows any step; these tests use steps and Next rules on their own.
beforeAll(() => loadRegistrationSteps());

const base: StepContext = {
  hasUnfinishedAccounts: false,
  phoneVerified: true,
  mailingAddressSame: true,
  needsLetter3210: false,
  loading: false,
};

describe("which steps are in the flow (002 §2)", () => {
  test("the shortest flow: verified phone, same mailing address, no association", () => {
    expect(includedSteps(base)).toEqual([
      "accountSelection",
      "intro",
      "recoveryEmail",
      "personDetails",
      "socialSecurity",
      "residentialAddress",
      "employmentStatus",
      "financialStatus",
      "disclosures",
      "trustedContact",
      "review",
      "success",
      "investmentStrategy",
    ]);
  });

  test("resume only with unfinished accounts; verifyPhone only with an unverified phone", () => {
    expect(includedSteps({ ...base, hasUnfinishedAccounts: true })[0]).toBe("resume");
    expect(nextStepName("personDetails", base)).toBe("socialSecurity");
    expect(nextStepName("personDetails", { ...base, phoneVerified: false })).toBe("verifyPhone");
  });

  test("mailingAddress is removed while the same-address box is ticked", () => {
    expect(nextStepName("residentialAddress", base)).toBe("employmentStatus");
    expect(nextStepName("residentialAddress", { ...base, mailingAddressSame: false })).toBe("mailingAddress");
  });

  test("the 3210 upload, its success screen and interested parties only with an association, once loaded", () => {
    expect(nextStepName("review", base)).toBe("success");
    const associated = { ...base, needsLetter3210: true };
    expect(nextStepName("review", associated)).toBe("uploadDocuments");
    expect(nextStepName("uploadDocuments", associated)).toBe("uploadSuccess");
    expect(nextStepName("uploadSuccess", associated)).toBe("interestedParty");
    expect(nextStepName("interestedParty", associated)).toBe("success");
    expect(includedSteps({ ...associated, loading: true })).not.toContain("uploadDocuments");
  });

  test("a FINRA or clearing-firm association needs the letter; 'None of these apply' never does", () => {
    const context = (disclosures: typeof NO_DISCLOSURES) => stepContext(wizardState({ draft: { disclosures } }));
    expect(context({ ...NO_DISCLOSURES, hasAssociationFinra: true, brokerDealers: ["Acme"] }).needsLetter3210).toBe(true);
    expect(context({ ...NO_DISCLOSURES, hasAssociationApex: true }).needsLetter3210).toBe(true);
    expect(context({ ...NO_DISCLOSURES, hasAssociationCustodian: true }).needsLetter3210).toBe(false);
    expect(context({ ...NO_DISCLOSURES, noDisclosures: true }).needsLetter3210).toBe(false);
  });

  test("a step that has left the flow resolves to the next one; Back skips removed steps", () => {
    expect(resolveStep("verifyPhone", base)).toBe("socialSecurity");
    expect(resolveStep("verifyPhone", { ...base, phoneVerified: false })).toBe("verifyPhone");
    expect(previousStepName("socialSecurity", base)).toBe("personDetails");
    expect(previousStepName("employmentStatus", { ...base, mailingAddressSame: false })).toBe("mailingAddress");
    expect(previousStepName("accountSelection", base)).toBeNull();
  });

  test("unfinished accounts: no model portfolio, or PENDING", () => {
    const account = (state: string, modelPortfolio: { id: string } | null) =>
      ({ id: "1", accountId: "A1", accountType: "INDIVIDUAL", registrationType: "INDIVIDUAL_REGISTRATION", nickname: null, accountNumber: null, state, isRollover: false, modelPortfolio });
    expect(stepContext(wizardState({ accounts: [account("ACTIVE", { id: "m" })] })).hasUnfinishedAccounts).toBe(false);
    expect(stepContext(wizardState({ accounts: [account("ACTIVE", null)] })).hasUnfinishedAccounts).toBe(true);
    expect(stepContext(wizardState({ accounts: [account("PENDING", { id: "m" })] })).hasUnfinishedAccounts).toBe(true);
  });
});

describe("Back (002 §2)", () => {
  test("disabled on uploadDocuments, its success screen, interestedParty, success and investmentStrategy only", () => {
    const disabled = STEP_NAMES.filter((name) => STEP_REGISTRY[name].backDisabled);
    expect(disabled).toEqual(["uploadDocuments", "uploadSuccess", "interestedParty", "success", "investmentStrategy"]);
  });
});

describe("Next completeness (002 §5)", () => {
  const complete = (name: keyof typeof STEP_REGISTRY, values: unknown) => STEP_REGISTRY[name].isComplete(values);

  test("accountSelection needs a type", () => {
    expect(complete("accountSelection", { accountType: "" })).toBe(false);
    expect(complete("accountSelection", { accountType: "ROTH_IRA" })).toBe(true);
  });

  test("personDetails: names, a real date, over 18 and under 120, a 14-character phone", () => {
    const person = { firstName: "Robin", lastName: "O'Neil-Harbor", birthday: "03/15/1990", phoneNumber: "(512) 555 0142" };
    expect(complete("personDetails", person)).toBe(true);
    expect(complete("personDetails", { ...person, firstName: "R0bin" })).toBe(false);
    expect(complete("personDetails", { ...person, birthday: "02/30/1990" })).toBe(false);
    expect(complete("personDetails", { ...person, birthday: `01/01/${new Date().getFullYear() - 10}` })).toBe(false);
    expect(complete("personDetails", { ...person, birthday: "01/01/1890" })).toBe(false);
    expect(complete("personDetails", { ...person, phoneNumber: "5125550142" })).toBe(false);
  });

  test("verifyPhone six digits; socialSecurity 11 characters and the citizen box", () => {
    expect(complete("verifyPhone", { mfaCode: "12345" })).toBe(false);
    expect(complete("verifyPhone", { mfaCode: "123456" })).toBe(true);
    expect(complete("socialSecurity", { socialSecurity: "123-45-6789", socialSecurityConfirm: false })).toBe(false);
    expect(complete("socialSecurity", { socialSecurity: "123-45-678", socialSecurityConfirm: true })).toBe(false);
    expect(complete("socialSecurity", { socialSecurity: "123-45-6789", socialSecurityConfirm: true })).toBe(true);
    expect(complete("socialSecurity", { socialSecurity: "", socialSecurityConfirm: true, onFile: true })).toBe(true);
  });

  test("addresses need a chosen US address", () => {
    const address = {
      formatted_address: "600 Congress Ave, Austin, TX 78701, USA",
      addressLines: ["600 Congress Ave"],
      locality: "Austin",
      administrativeArea: "TX",
      regionCode: "US",
      postalCode: "78701",
    };
    expect(complete("residentialAddress", { residentialAddress: null, mailingAddressSame: true })).toBe(false);
    expect(complete("residentialAddress", { residentialAddress: address, mailingAddressSame: true })).toBe(true);
    expect(complete("mailingAddress", { mailingAddress: { ...address, formatted_address: "" } })).toBe(false);
  });

  test("employment: an occupation only for the employed and self-employed; financial status: all four", () => {
    expect(complete("employmentStatus", { employmentStatus: "EMPLOYED" })).toBe(false);
    expect(complete("employmentStatus", { employmentStatus: "EMPLOYED", occupation: "Nurse" })).toBe(true);
    expect(complete("employmentStatus", { employmentStatus: "RETIRED" })).toBe(true);
    const financial = { incomeRange: "UNDER_25K", netWorthRange: "OVER_5M", investmentObjective: "GROWTH", recentTaxFilingStatus: "SINGLE" };
    expect(complete("financialStatus", financial)).toBe(true);
    expect(complete("financialStatus", { ...financial, recentTaxFilingStatus: "" })).toBe(false);
  });

  test("disclosures: none, or a choice with every named list filled", () => {
    expect(complete("disclosures", NO_DISCLOSURES)).toBe(false);
    expect(complete("disclosures", { ...NO_DISCLOSURES, noDisclosures: true })).toBe(true);
    expect(complete("disclosures", { ...NO_DISCLOSURES, hasAssociationFinra: true, brokerDealers: ["Acme", ""] })).toBe(false);
    expect(complete("disclosures", { ...NO_DISCLOSURES, hasAssociationFinra: true, brokerDealers: ["Acme"] })).toBe(true);
    expect(complete("disclosures", { ...NO_DISCLOSURES, hasAssociationCustodian: true })).toBe(true);
  });

  test("success: an account id, every agreement confirmed, not loading", () => {
    const agreements = [
      { agreementId: "a", agreementName: "Customer agreement", agreementUri: "https://x", agreementState: "PENDING" },
      { agreementId: "b", agreementName: "Margin disclosure", agreementUri: "https://y", agreementState: "PENDING" },
    ];
    const values = { accountId: "ACC1", agreements, confirmed: new Set(["a", "b"]), loading: false };
    expect(complete("success", values)).toBe(true);
    expect(complete("success", { ...values, confirmed: new Set(["a"]) })).toBe(false);
    expect(complete("success", { ...values, accountId: null })).toBe(false);
    expect(complete("success", { ...values, loading: true })).toBe(false);
  });
});
