import { builder } from "@/lib/graphql/builder";
import { DeliveryPreferenceEnum } from "@/lib/graphql/notifications/delivery-preference-enum";
import { listApexAccounts, type ApexAccount, type ApexInterestedParty, type ApexParty } from "@/lib/investing/list-apex-accounts";
import { ApexAddress, toApexAddress } from "./address";

// Investing accounts (002 §3 Account, Party; 001 §3 as the delivery preferences use them; §7 apexAccounts).

export const ApexAgreement = builder
  .objectRef<{ agreementId: string; agreementUri: string; agreementName: string; agreementState: string }>("ApexAgreement")
  .implement({
    description: "An agreement the holder affirms before the account opens.",
    fields: (t) => ({
      agreementId: t.exposeID("agreementId"),
      agreementUri: t.exposeString("agreementUri", { description: "Where the document can be read." }),
      agreementName: t.exposeString("agreementName"),
      agreementState: t.exposeString("agreementState", { description: "PENDING or AFFIRMED." }),
    }),
  });

const ApexEmployment = builder
  .objectRef<{ employer: string | null; employmentStatus: string | null; occupation: string | null }>("ApexEmployment")
  .implement({
    fields: (t) => ({
      employer: t.exposeString("employer", { nullable: true }),
      employmentStatus: t.exposeString("employmentStatus", { nullable: true }),
      occupation: t.exposeString("occupation", { nullable: true }),
    }),
  });

const ApexLegalNaturalPerson = builder.objectRef<ApexParty>("ApexLegalNaturalPerson").implement({
  description: "The account holder as the clearing firm knows them. The tax id only as its last four.",
  fields: (t) => ({
    givenName: t.exposeString("givenName"),
    familyName: t.exposeString("familyName"),
    controlPersonCompanySymbols: t.exposeString("controlPersonCompanySymbols", { nullable: true, description: "Joined with ', '." }),
    finraAssociatedEntity: t.exposeString("finraAssociatedEntity", { nullable: true, description: "Joined with ', '." }),
    politicallyExposedImmediateFamilyNames: t.exposeString("politicallyExposedImmediateFamilyNames", { nullable: true }),
    politicallyExposedOrganization: t.exposeString("politicallyExposedOrganization", { nullable: true }),
    personalAddress: t.field({ type: ApexAddress, nullable: true, resolve: (party) => toApexAddress(party.personalAddress) }),
    employment: t.field({
      type: ApexEmployment,
      resolve: (party) => ({ employer: party.employer, employmentStatus: party.employmentStatus, occupation: party.occupation }),
    }),
    correspondentEmployee: t.exposeBoolean("correspondentEmployee"),
    taxIdLastFour: t.exposeString("taxIdLastFour", { nullable: true }),
  }),
});

const ApexPartyType = builder.objectRef<ApexParty>("ApexParty").implement({
  fields: (t) => ({
    partyId: t.exposeID("partyId"),
    emailAddress: t.exposeString("emailAddress", { nullable: true }),
    phoneNumber: t.exposeString("phoneNumber", { nullable: true }),
    mailingAddress: t.field({ type: ApexAddress, nullable: true, resolve: (party) => toApexAddress(party.mailingAddress) }),
    prospectusDeliveryPreference: t.field({ type: DeliveryPreferenceEnum, resolve: (party) => party.prospectusDeliveryPreference }),
    proxyDeliveryPreference: t.field({ type: DeliveryPreferenceEnum, resolve: (party) => party.proxyDeliveryPreference }),
    statementDeliveryPreference: t.field({ type: DeliveryPreferenceEnum, resolve: (party) => party.statementDeliveryPreference }),
    taxDocumentDeliveryPreference: t.field({ type: DeliveryPreferenceEnum, resolve: (party) => party.taxDocumentDeliveryPreference }),
    tradeConfirmationDeliveryPreference: t.field({
      type: DeliveryPreferenceEnum,
      resolve: (party) => party.tradeConfirmationDeliveryPreference,
    }),
    legalNaturalPerson: t.field({ type: ApexLegalNaturalPerson, resolve: (party) => party }),
  }),
});

const ApexInterestedPartyType = builder.objectRef<ApexInterestedParty>("ApexInterestedParty").implement({
  fields: (t) => ({
    interestedPartyId: t.exposeID("interestedPartyId"),
    name: t.exposeString("name"),
    mailingAddress: t.exposeString("mailingAddress", { nullable: true, description: "The formatted address." }),
    address: t.field({
      type: ApexAddress,
      nullable: true,
      description: "The address in its parts.",
      resolve: (party) =>
        toApexAddress({
          formatted_address: party.mailingAddress,
          addressLines: party.addressLines,
          locality: party.locality,
          administrativeArea: party.administrativeArea,
          regionCode: party.regionCode,
          postalCode: party.postalCode,
        }),
    }),
    mailingAddressAptUnit: t.exposeString("mailingAddressAptUnit", { nullable: true }),
    recipient: t.exposeString("recipient"),
    statementDeliveryPreference: t.field({ type: DeliveryPreferenceEnum, resolve: (party) => party.statementDeliveryPreference }),
    tradeConfirmationDeliveryPreference: t.field({
      type: DeliveryPreferenceEnum,
      resolve: (party) => party.tradeConfirmationDeliveryPreference,
    }),
  }),
});

type TrustedContactRow = ApexAccount["trustedContacts"][number];
const ApexTrustedContact = builder.objectRef<TrustedContactRow>("ApexTrustedContact").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    givenName: t.exposeString("givenName"),
    familyName: t.exposeString("familyName"),
    emailAddress: t.exposeString("emailAddress", { nullable: true }),
    phoneNumber: t.exposeString("phoneNumber", { nullable: true }),
    mailingAddress: t.field({ type: ApexAddress, nullable: true, resolve: (contact) => toApexAddress(contact.mailingAddress) }),
  }),
});

type Profile = {
  accountGoals?: { investmentObjective?: string };
  customerProfile?: { annualIncomeRangeUsd?: string; totalNetWorthRangeUsd?: string };
  enrollmentType?: string | null;
};
const ApexInvestmentProfile = builder.objectRef<Profile>("ApexInvestmentProfile").implement({
  fields: (t) => ({
    investmentObjective: t.string({ nullable: true, resolve: (p) => p.accountGoals?.investmentObjective ?? null }),
    annualIncomeRangeUsd: t.string({ nullable: true, resolve: (p) => p.customerProfile?.annualIncomeRangeUsd ?? null }),
    totalNetWorthRangeUsd: t.string({ nullable: true, resolve: (p) => p.customerProfile?.totalNetWorthRangeUsd ?? null }),
    enrollmentType: t.string({ nullable: true, resolve: (p) => p.enrollmentType ?? null }),
  }),
});

const ApexModelPortfolio = builder
  .objectRef<NonNullable<ApexAccount["modelPortfolio"]>>("ApexModelPortfolio")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      minAmountRequired: t.field({ type: "Decimal", resolve: (portfolio) => portfolio.minAmountRequired }),
    }),
  });

const ApexFundingAsset = builder.objectRef<{ id: string; name: string }>("ApexFundingAsset").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

export const ApexAccountType = builder.objectRef<ApexAccount>("ApexAccount").implement({
  description: "An investing account at the clearing firm (002 §3). PENDING is the unfinished state.",
  fields: (t) => ({
    id: t.exposeID("id"),
    accountId: t.exposeString("accountId", { description: "The clearing firm's id (ours until it has assigned one)." }),
    registrationType: t.exposeString("registrationType"),
    accountType: t.exposeString("accountType", { nullable: true }),
    nickname: t.exposeString("nickname", { nullable: true }),
    accountNumber: t.exposeString("accountNumber", { nullable: true }),
    subtype: t.exposeString("subtype", { nullable: true }),
    state: t.exposeString("state", {
      description: "PENDING, SUBMITTED, UNDER_REVIEW, ACTION_REQUIRED, ACTIVE, REJECTED, SUSPENDED or CLOSED.",
    }),
    title: t.exposeString("title", { nullable: true }),
    createTime: t.field({ type: "DateTime", nullable: true, resolve: (account) => account.createTime }),
    isRollover: t.exposeBoolean("isRollover"),
    modelPortfolio: t.field({ type: ApexModelPortfolio, nullable: true, resolve: (account) => account.modelPortfolio }),
    isMoneyInvested: t.exposeBoolean("isMoneyInvested"),
    activeRestrictions: t.exposeStringList("activeRestrictions"),
    processingWithdrawal: t.exposeBoolean("processingWithdrawal"),
    isAccountClosing: t.exposeBoolean("isAccountClosing"),
    buyingPower: t.field({
      type: "Decimal",
      nullable: true,
      description: "Cash available to invest (accountEquityAmount.value), read from the clearing firm with withBuyingPower.",
      resolve: (account) => account.buyingPower,
    }),
    accountGainLoss: t.field({
      type: "Decimal",
      nullable: true,
      description: "Value minus the money put in (deposits and rollovers), at the last valuation; null before the first.",
      resolve: (account) => (account.equity && account.netContributions ? account.equity.minus(account.netContributions) : null),
    }),
    percentGainLoss: t.float({
      nullable: true,
      description: "accountGainLoss as a percent of the money put in (4.25 is 4.25 %); null while nothing was put in.",
      resolve: (account) =>
        account.equity && account.netContributions?.gt(0)
          ? account.equity.minus(account.netContributions).div(account.netContributions).mul(100).toDecimalPlaces(2).toNumber()
          : null,
    }),
    agreements: t.field({
      type: [ApexAgreement],
      resolve: (account) =>
        account.agreements.map((a) => ({ agreementId: a.agreementId, agreementUri: a.uri, agreementName: a.name, agreementState: a.state })),
    }),
    trustedContacts: t.field({ type: [ApexTrustedContact], resolve: (account) => account.trustedContacts }),
    interestedParties: t.field({ type: [ApexInterestedPartyType], resolve: (account) => account.interestedParties }),
    parties: t.field({ type: [ApexPartyType], resolve: (account) => account.parties }),
    investmentProfile: t.field({
      type: ApexInvestmentProfile,
      nullable: true,
      resolve: (account) => (account.investmentProfile as Profile | null) ?? null,
    }),
    fundingAsset: t.field({ type: ApexFundingAsset, nullable: true, resolve: (account) => account.fundingAsset }),
  }),
});

builder.queryField("apexAccounts", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [ApexAccountType],
    description: "The member's investing accounts (not closed), oldest first.",
    args: { withBuyingPower: t.arg.boolean({ required: false, description: "Ask the clearing firm for buying power." }) },
    resolve: (_root, { withBuyingPower }, { viewer }) => listApexAccounts({ viewer, withBuyingPower: withBuyingPower ?? false }),
  }),
);
