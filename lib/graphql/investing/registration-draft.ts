import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { getRegistrationDraft } from "@/lib/investing/registration/get-registration-draft";
import type { RegistrationDraftView } from "@/lib/investing/registration/registration-draft-view";
import { ACCOUNT_TYPES, type Disclosures, type RegistrationDraftData } from "@/lib/investing/registration/registration-schemas";
import { saveRegistrationDraft } from "@/lib/investing/registration/save-registration-draft";
import { parseInput } from "@/lib/validation/parse-input";
import { z } from "zod";
import { ApexAddress, ApexAddressInput } from "./address";

// The account-opening wizard's draft, saved on the server at every step (002 §2, §3 registration draft; names ours).
// The SSN is sent once (socialSecurity) and answers only as taxIdLastFour.

type TrustedContactDraft = NonNullable<RegistrationDraftData["trustedContact"]>;

const DisclosuresDraft = builder.objectRef<Disclosures>("RegistrationDisclosures").implement({
  fields: (t) => ({
    noDisclosures: t.exposeBoolean("noDisclosures"),
    hasControlCompanies: t.exposeBoolean("hasControlCompanies"),
    hasAssociationFinra: t.exposeBoolean("hasAssociationFinra"),
    hasAssociationApex: t.exposeBoolean("hasAssociationApex"),
    hasAssociationCustodian: t.exposeBoolean("hasAssociationCustodian"),
    hasPoliticalExposureOrg: t.exposeBoolean("hasPoliticalExposureOrg"),
    hasPoliticalExposureFamily: t.exposeBoolean("hasPoliticalExposureFamily"),
    controlCompanies: t.exposeStringList("controlCompanies"),
    brokerDealers: t.exposeStringList("brokerDealers"),
    exposedOrgs: t.exposeStringList("exposedOrgs"),
    exposedFamilyMembers: t.exposeStringList("exposedFamilyMembers"),
  }),
});

const TrustedContactDraftType = builder.objectRef<TrustedContactDraft>("RegistrationTrustedContact").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    contactMethod: t.exposeString("contactMethod", { nullable: true, description: "emailAddress, phoneNumber or mailingAddress." }),
    emailAddress: t.string({ nullable: true, resolve: (c) => c.emailAddress ?? null }),
    phoneNumber: t.string({ nullable: true, resolve: (c) => c.phoneNumber ?? null }),
    mailingAddress: t.field({ type: ApexAddress, nullable: true, resolve: (c) => c.mailingAddress ?? null }),
    mailingAddressAptUnit: t.string({ nullable: true, resolve: (c) => c.mailingAddressAptUnit ?? null }),
  }),
});

const text = (value: string | undefined) => value ?? null;

const RegistrationDraftFields = builder.objectRef<RegistrationDraftData>("RegistrationDraftFields").implement({
  description: "What the member entered, in the spec's field names (no SSN).",
  fields: (t) => ({
    accountType: t.string({ nullable: true, resolve: (d) => d.accountType ?? null }),
    isRollover: t.boolean({ resolve: (d) => d.isRollover ?? false }),
    recoveryEmail: t.string({ nullable: true, resolve: (d) => text(d.recoveryEmail) }),
    firstName: t.string({ nullable: true, resolve: (d) => text(d.firstName) }),
    lastName: t.string({ nullable: true, resolve: (d) => text(d.lastName) }),
    birthday: t.string({ nullable: true, description: "MM/DD/YYYY.", resolve: (d) => text(d.birthday) }),
    phoneNumber: t.string({ nullable: true, description: "(xxx) xxx xxxx.", resolve: (d) => text(d.phoneNumber) }),
    socialSecurityConfirm: t.boolean({ resolve: (d) => d.socialSecurityConfirm ?? false }),
    residentialAddress: t.field({ type: ApexAddress, nullable: true, resolve: (d) => d.residentialAddress ?? null }),
    residentialAddressAptUnit: t.string({ nullable: true, resolve: (d) => text(d.residentialAddressAptUnit) }),
    mailingAddressSame: t.boolean({ resolve: (d) => d.mailingAddressSame ?? false }),
    mailingAddress: t.field({ type: ApexAddress, nullable: true, resolve: (d) => d.mailingAddress ?? null }),
    mailingAddressAptUnit: t.string({ nullable: true, resolve: (d) => text(d.mailingAddressAptUnit) }),
    employmentStatus: t.string({ nullable: true, resolve: (d) => d.employmentStatus ?? null }),
    occupation: t.string({ nullable: true, resolve: (d) => text(d.occupation) }),
    employerName: t.string({ nullable: true, resolve: (d) => text(d.employerName) }),
    incomeRange: t.string({ nullable: true, resolve: (d) => d.incomeRange ?? null }),
    netWorthRange: t.string({ nullable: true, resolve: (d) => d.netWorthRange ?? null }),
    investmentObjective: t.string({ nullable: true, resolve: (d) => d.investmentObjective ?? null }),
    recentTaxFilingStatus: t.string({ nullable: true, resolve: (d) => d.recentTaxFilingStatus ?? null }),
    disclosures: t.field({ type: DisclosuresDraft, nullable: true, resolve: (d) => d.disclosures ?? null }),
    trustedContact: t.field({ type: TrustedContactDraftType, nullable: true, resolve: (d) => d.trustedContact ?? null }),
  }),
});

const RegistrationDraftType = builder.objectRef<RegistrationDraftView>("RegistrationDraft").implement({
  fields: (t) => ({
    accountType: t.exposeString("accountType"),
    stepName: t.exposeString("stepName", { nullable: true, description: "The step to come back to." }),
    draft: t.field({ type: RegistrationDraftFields, resolve: (view) => view.data }),
    taxIdLastFour: t.exposeString("taxIdLastFour", { nullable: true, description: "The saved SSN's last four." }),
    lnpId: t.exposeString("lnpId", { nullable: true, description: "Set when name, birth date and SSN can no longer change." }),
    phoneVerified: t.exposeBoolean("phoneVerified"),
  }),
});

const DisclosuresDraftInput = builder.inputType("RegistrationDisclosuresInput", {
  fields: (t) => ({
    noDisclosures: t.boolean({ required: true }),
    hasControlCompanies: t.boolean({ required: true }),
    hasAssociationFinra: t.boolean({ required: true }),
    hasAssociationApex: t.boolean({ required: true }),
    hasAssociationCustodian: t.boolean({ required: true }),
    hasPoliticalExposureOrg: t.boolean({ required: true }),
    hasPoliticalExposureFamily: t.boolean({ required: true }),
    controlCompanies: t.stringList({ required: true }),
    brokerDealers: t.stringList({ required: true }),
    exposedOrgs: t.stringList({ required: true }),
    exposedFamilyMembers: t.stringList({ required: true }),
  }),
});

const TrustedContactDraftInput = builder.inputType("RegistrationTrustedContactInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    contactMethod: t.string({ required: false }),
    emailAddress: t.string({ required: false }),
    phoneNumber: t.string({ required: false }),
    mailingAddress: t.field({ type: ApexAddressInput, required: false }),
    mailingAddressAptUnit: t.string({ required: false }),
  }),
});

const RegistrationDraftInput = builder.inputType("RegistrationDraftInput", {
  description: "The fields entered so far; those left out keep their saved value.",
  fields: (t) => ({
    isRollover: t.boolean({ required: false }),
    recoveryEmail: t.string({ required: false }),
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    birthday: t.string({ required: false }),
    phoneNumber: t.string({ required: false }),
    socialSecurityConfirm: t.boolean({ required: false }),
    residentialAddress: t.field({ type: ApexAddressInput, required: false }),
    residentialAddressAptUnit: t.string({ required: false }),
    mailingAddressSame: t.boolean({ required: false }),
    mailingAddress: t.field({ type: ApexAddressInput, required: false }),
    mailingAddressAptUnit: t.string({ required: false }),
    employmentStatus: t.string({ required: false }),
    occupation: t.string({ required: false }),
    employerName: t.string({ required: false }),
    incomeRange: t.string({ required: false }),
    netWorthRange: t.string({ required: false }),
    investmentObjective: t.string({ required: false }),
    recentTaxFilingStatus: t.string({ required: false }),
    disclosures: t.field({ type: DisclosuresDraftInput, required: false }),
    trustedContact: t.field({ type: TrustedContactDraftInput, required: false }),
  }),
});

const accountTypeSchema = z.enum(ACCOUNT_TYPES, "Choose an account type.");

builder.queryField("registrationDraft", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: RegistrationDraftType,
    description: "The member's saved application for an account type, or one started from what the product knows.",
    args: {
      accountType: t.arg.string({ required: true }),
      isRollover: t.arg.boolean({ required: false }),
    },
    resolve: (_root, { accountType, isRollover }, { viewer }) =>
      getRegistrationDraft({ viewer, accountType: parseInput(accountTypeSchema, accountType), isRollover: isRollover ?? false }),
  }),
);

type SaveResult = { error: string | null; errorField?: string | null; registrationDraft: RegistrationDraftView | null };

const SaveRegistrationDraftPayload = payloadType<SaveResult>("SaveRegistrationDraftPayload", {
  errorField: true,
  fields: (t) => ({
    registrationDraft: t.field({ type: RegistrationDraftType, nullable: true, resolve: (result) => result.registrationDraft }),
  }),
});

/** Drops the nulls GraphQL gives for fields left out, so they keep their saved value. */
function withoutNulls<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined)) as Partial<T>;
}

builder.mutationField("saveRegistrationDraft", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: SaveRegistrationDraftPayload,
    description:
      "Saves the wizard's progress. socialSecurity (XXX-XX-XXXX), sent once from its step, is stored encrypted and " +
      "never answered back.",
    args: {
      accountType: t.arg.string({ required: true }),
      stepName: t.arg.string({ required: false }),
      draft: t.arg({ type: RegistrationDraftInput, required: true }),
      socialSecurity: t.arg.string({ required: false }),
    },
    resolve: (_root, { accountType, stepName, draft, socialSecurity }, { viewer }) =>
      runPayload<SaveResult>(
        async () => {
          const data = withoutNulls(draft);
          if (draft.trustedContact) data.trustedContact = withoutNulls(draft.trustedContact) as typeof draft.trustedContact;
          const registrationDraft = await saveRegistrationDraft({
            viewer,
            input: { accountType, stepName: stepName ?? null, data },
            socialSecurity: socialSecurity ?? undefined,
          });
          return { error: null, registrationDraft };
        },
        (fields) => ({ ...fields, registrationDraft: null }),
      ),
  }),
);
