import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { affirmApexAgreements } from "@/lib/investing/affirm-apex-agreements";
import { checkPhoneNumber } from "@/lib/investing/check-phone-number";
import { createApexAccount } from "@/lib/investing/create-apex-account";
import { createManualRollover } from "@/lib/investing/create-manual-rollover";
import { listApexAgreements } from "@/lib/investing/list-apex-agreements";
import type { Agreement } from "@/lib/integrations/clearing-firm/types";
import { ApexAddressInput } from "./address";
import { ApexAgreement } from "./apex-accounts";

// Opening an investing account (002 §3 account-opening payload, §4, §7): createApexAccount, apexAgreements,
// affirmApexAgreements, createManualRollover, checkPhoneNumber. None of them works in Coach Mode.

const ApexBirthDateInput = builder.inputType("ApexBirthDateInput", {
  fields: (t) => ({
    month: t.int({ required: true }),
    day: t.int({ required: true }),
    year: t.int({ required: true }),
  }),
});

const ApexEmploymentInput = builder.inputType("ApexEmploymentInput", {
  fields: (t) => ({
    employmentStatus: t.string({ required: true, description: "EMPLOYED, SELF_EMPLOYED, RETIRED, STUDENT or UNEMPLOYED." }),
    occupation: t.string({ required: false, description: "Asked of the employed and self-employed." }),
    employer: t.string({ required: false }),
  }),
});

const ApexDisclosuresInput = builder.inputType("ApexDisclosuresInput", {
  description: "Sent only when the member did not tick 'None of these apply'.",
  fields: (t) => ({
    controlPersonCompanySymbols: t.stringList({ required: false }),
    politicallyExposedOrganization: t.stringList({ required: false }),
    finraAssociatedEntity: t.stringList({ required: false }),
    politicallyExposedImmediateFamilyNames: t.stringList({ required: false }),
    correspondentEmployee: t.boolean({ required: false }),
  }),
});

const ApexLnpInput = builder.inputType("ApexLnpInput", {
  description: "The account holder (the legal natural person).",
  fields: (t) => ({
    givenName: t.string({ required: true }),
    familyName: t.string({ required: true }),
    birthDate: t.field({ type: ApexBirthDateInput, required: true }),
    citizenshipCountries: t.stringList({ required: false, description: "Always US." }),
    employment: t.field({ type: ApexEmploymentInput, required: true }),
    personalAddress: t.field({ type: ApexAddressInput, required: true }),
    taxIdType: t.string({ required: false, description: "Always SSN." }),
    taxId: t.string({
      required: false,
      description: "The SSN. Omit it to use the one saved by saveRegistrationDraft (the wizard never sends it twice).",
    }),
    recentTaxFilingStatus: t.string({ required: true }),
    disclosures: t.field({ type: ApexDisclosuresInput, required: false }),
  }),
});

const ApexAccountGoalsInput = builder.inputType("ApexAccountGoalsInput", {
  fields: (t) => ({ investmentObjective: t.string({ required: true }) }),
});
const ApexCustomerProfileInput = builder.inputType("ApexCustomerProfileInput", {
  fields: (t) => ({ annualIncomeRangeUsd: t.string({ required: true }), totalNetWorthRangeUsd: t.string({ required: true }) }),
});
const ApexInvestmentProfileInput = builder.inputType("ApexInvestmentProfileInput", {
  fields: (t) => ({
    accountGoals: t.field({ type: ApexAccountGoalsInput, required: true }),
    customerProfile: t.field({ type: ApexCustomerProfileInput, required: true }),
  }),
});
const ApexPartyInput = builder.inputType("ApexPartyInput", {
  fields: (t) => ({
    emailAddress: t.string({ required: true }),
    mailingAddress: t.field({ type: ApexAddressInput, required: true }),
    phoneNumber: t.string({ required: true, description: "+1 and ten digits; must be the member's verified number." }),
  }),
});
const ApexTrustedContactInput = builder.inputType("ApexTrustedContactInput", {
  description: "Given only with a contact method: an email, a phone number or a mailing address.",
  fields: (t) => ({
    givenName: t.string({ required: true }),
    familyName: t.string({ required: true }),
    emailAddress: t.string({ required: false }),
    phoneNumber: t.string({ required: false }),
    mailingAddress: t.field({ type: ApexAddressInput, required: false }),
  }),
});

const ApexAccountInput = builder.inputType("ApexAccountInput", {
  fields: (t) => ({
    accountType: t.string({ required: true, description: "INDIVIDUAL, TRADITIONAL_IRA, ROTH_IRA or ROLLOVER_IRA." }),
    isRollover: t.boolean({ required: false, description: "Opened in the rollover flow (?rollover=true)." }),
    investmentProfile: t.field({ type: ApexInvestmentProfileInput, required: true }),
    party: t.field({ type: ApexPartyInput, required: true }),
    enrollmentType: t.string({ required: false }),
    trustedContact: t.field({ type: ApexTrustedContactInput, required: false }),
  }),
});

type CreateResult = { error: string | null; errorField?: string | null; accountId: string | null; agreements: Agreement[] };

const CreateApexAccountPayload = payloadType<CreateResult>("CreateApexAccountPayload", {
  errorField: true,
  fields: (t) => ({
    accountId: t.exposeString("accountId", { nullable: true, description: "The clearing firm's account id." }),
    agreements: t.field({ type: [ApexAgreement], resolve: (result) => result.agreements }),
  }),
});

builder.mutationField("createApexAccount", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: CreateApexAccountPayload,
    description:
      "Opens the account at the clearing firm (state PENDING until the agreements are affirmed). Needs the member's " +
      "verified phone; one open account per type. A retry finds the account the first attempt made.",
    args: {
      lnp: t.arg({ type: ApexLnpInput, required: true }),
      account: t.arg({ type: ApexAccountInput, required: true }),
    },
    resolve: (_root, { lnp, account }, { viewer, ipAddress }) =>
      runPayload<CreateResult>(
        async () => ({ error: null, ...(await createApexAccount({ viewer, lnp, account, ipAddress })) }),
        (fields) => ({ ...fields, accountId: null, agreements: [] }),
      ),
  }),
);

builder.queryField("apexAgreements", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [ApexAgreement],
    description: "The agreements of one of the member's accounts.",
    args: { accountId: t.arg.string({ required: true }) },
    resolve: (_root, { accountId }, { viewer }) => listApexAgreements({ viewer, accountId }),
  }),
);

type AffirmResult = { error: string | null; errorField?: string | null; didAffirm: boolean };

const AffirmApexAgreementsPayload = payloadType<AffirmResult>("AffirmApexAgreementsPayload", {
  errorField: true,
  fields: (t) => ({ didAffirm: t.exposeBoolean("didAffirm") }),
});

builder.mutationField("affirmApexAgreements", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: AffirmApexAgreementsPayload,
    description: "Affirms every agreement of a created account, which submits the application.",
    args: {
      agreementIds: t.arg.stringList({ required: true }),
      accountId: t.arg.string({ required: true }),
    },
    resolve: (_root, { agreementIds, accountId }, { viewer, ipAddress }) =>
      runPayload<AffirmResult>(
        async () => {
          await affirmApexAgreements({ viewer, accountId, agreementIds, ipAddress });
          return { error: null, didAffirm: true };
        },
        (fields) => ({ ...fields, didAffirm: false }),
      ),
  }),
);

type RolloverResult = { error: string | null; didCreate: boolean; rolloverId: string | null };

const CreateManualRolloverPayload = payloadType<RolloverResult>("CreateManualRolloverPayload", {
  fields: (t) => ({
    didCreate: t.exposeBoolean("didCreate"),
    rolloverId: t.exposeID("rolloverId", { nullable: true }),
  }),
});

builder.mutationField("createManualRollover", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: CreateManualRolloverPayload,
    description: "Starts a rollover into a retirement account whose agreements are affirmed ('Rollover - MM/DD/YYYY').",
    args: {
      apexAccountId: t.arg.string({ required: true }),
      rolloverNickname: t.arg.string({ required: true }),
    },
    resolve: (_root, { apexAccountId, rolloverNickname }, { viewer }) =>
      runPayload<RolloverResult>(
        async () => ({ error: null, didCreate: true, ...(await createManualRollover({ viewer, apexAccountId, rolloverNickname })) }),
        ({ error }) => ({ error, didCreate: false, rolloverId: null }),
      ),
  }),
);

const CheckPhoneNumberResult = builder.objectRef<{ valid: boolean }>("CheckPhoneNumberResult").implement({
  fields: (t) => ({ valid: t.exposeBoolean("valid") }),
});

builder.queryField("checkPhoneNumber", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: CheckPhoneNumberResult,
    description: "Whether a (trusted contact's) number is a dialable US number.",
    args: { phoneNumber: t.arg.string({ required: true }) },
    resolve: (_root, { phoneNumber }, { viewer }) => checkPhoneNumber({ viewer, phoneNumber }),
  }),
);
