// The account-opening wizard's operations as the screens send them (spec 002 §7).
import { graphql, type ResultOf } from "@/lib/graphql/client/graphql";

const ADDRESS_FIELDS = graphql(`fragment RegistrationAddressFields on ApexAddress {
  formatted_address addressLines locality administrativeArea regionCode postalCode
}`);

const DRAFT_FIELDS = graphql(
  `fragment RegistrationDraftViewFields on RegistrationDraft {
  accountType stepName taxIdLastFour lnpId phoneVerified
  draft {
    accountType isRollover recoveryEmail firstName lastName birthday phoneNumber socialSecurityConfirm
    residentialAddress { ...RegistrationAddressFields } residentialAddressAptUnit mailingAddressSame
    mailingAddress { ...RegistrationAddressFields } mailingAddressAptUnit
    employmentStatus occupation employerName incomeRange netWorthRange investmentObjective recentTaxFilingStatus
    disclosures {
      noDisclosures hasControlCompanies hasAssociationFinra hasAssociationApex hasAssociationCustodian
      hasPoliticalExposureOrg hasPoliticalExposureFamily controlCompanies brokerDealers exposedOrgs exposedFamilyMembers
    }
    trustedContact {
      name contactMethod emailAddress phoneNumber mailingAddress { ...RegistrationAddressFields } mailingAddressAptUnit
    }
  }
}`,
  [ADDRESS_FIELDS],
);
export type RegistrationDraftResult = ResultOf<typeof DRAFT_FIELDS>;

export const REGISTRATION_START = graphql(`query RegistrationStart {
  authenticationInfo { id email }
  apexAccounts { id accountId accountType registrationType nickname accountNumber state isRollover modelPortfolio { id } }
}`);
export type RegistrationAccount = ResultOf<typeof REGISTRATION_START>["apexAccounts"][number];

export const REGISTRATION_DRAFT = graphql(
  `query RegistrationDraft($accountType: String!, $isRollover: Boolean) {
  registrationDraft(accountType: $accountType, isRollover: $isRollover) { ...RegistrationDraftViewFields }
}`,
  [DRAFT_FIELDS],
);

export const SAVE_REGISTRATION_DRAFT = graphql(
  `mutation SaveRegistrationDraft($accountType: String!, $stepName: String, $draft: RegistrationDraftInput!, $socialSecurity: String) {
  saveRegistrationDraft(accountType: $accountType, stepName: $stepName, draft: $draft, socialSecurity: $socialSecurity) {
    error errorField registrationDraft { ...RegistrationDraftViewFields }
  }
}`,
  [DRAFT_FIELDS],
);

export const UPDATE_RECOVERY_EMAIL = graphql(`mutation RegistrationRecoveryEmail($recoveryEmail: String) {
  updateAccountSettings(recoveryEmail: $recoveryEmail) { didUpdate error errorField }
}`);

export const SEND_MFA_CODE = graphql(`mutation RegistrationSendMfaCode($phoneNumber: String!, $channel: MfaCodeChannel) {
  sendMfaCode(phoneNumber: $phoneNumber, channel: $channel) { error errorField retryAfterSeconds }
}`);

export const VERIFY_MFA_CODE = graphql(`mutation RegistrationVerifyMfaCode($code: String!, $phoneNumber: String!) {
  verifyMfaCode(code: $code, phoneNumber: $phoneNumber, enable2fa: true) { error errorField status }
}`);

export const CHECK_PHONE_NUMBER = graphql(`query RegistrationCheckPhoneNumber($phoneNumber: String!) {
  checkPhoneNumber(phoneNumber: $phoneNumber) { valid }
}`);

const AGREEMENT_FIELDS = graphql(`fragment RegistrationAgreementFields on ApexAgreement {
  agreementId agreementUri agreementName agreementState
}`);
export type RegistrationAgreement = ResultOf<typeof AGREEMENT_FIELDS>;

export const CREATE_APEX_ACCOUNT = graphql(
  `mutation CreateApexAccount($lnp: ApexLnpInput!, $account: ApexAccountInput!) {
  createApexAccount(lnp: $lnp, account: $account) { error errorField accountId agreements { ...RegistrationAgreementFields } }
}`,
  [AGREEMENT_FIELDS],
);

export const APEX_AGREEMENTS = graphql(
  `query RegistrationAgreements($accountId: String!) {
  apexAgreements(accountId: $accountId) { ...RegistrationAgreementFields }
}`,
  [AGREEMENT_FIELDS],
);

export const AFFIRM_APEX_AGREEMENTS = graphql(`mutation AffirmApexAgreements($agreementIds: [String!]!, $accountId: String!) {
  affirmApexAgreements(agreementIds: $agreementIds, accountId: $accountId) { didAffirm error }
}`);

export const CREATE_MANUAL_ROLLOVER = graphql(`mutation CreateManualRollover($apexAccountId: String!, $rolloverNickname: String!) {
  createManualRollover(apexAccountId: $apexAccountId, rolloverNickname: $rolloverNickname) { didCreate rolloverId error }
}`);

export const SAVE_INTERESTED_PARTIES = graphql(`mutation SaveInterestedParties($interestedParties: [InterestedPartyInput!]!, $accountId: String!) {
  createOrUpdateInterestedParties(interestedParties: $interestedParties, accountId: $accountId) { success error }
}`);

export const DELETE_INTERESTED_PARTIES = graphql(`mutation DeleteInterestedParties($partyIds: [ID!]!, $accountId: String!) {
  deleteInterestedParties(partyIds: $partyIds, accountId: $accountId) { success error }
}`);

export const ACCOUNT_INTERESTED_PARTIES = graphql(
  `query RegistrationInterestedParties {
  apexAccounts { id accountId interestedParties { interestedPartyId recipient mailingAddressAptUnit address { ...RegistrationAddressFields } } }
}`,
  [ADDRESS_FIELDS],
);

export const CREATE_ACCOUNT_DOCUMENT_UPLOAD_LINK = graphql(`mutation CreateAccountDocumentUploadLink($uploadFile: UploadFileInput!, $accountId: String!) {
  createAccountDocumentUploadLink(uploadFile: $uploadFile, accountId: $accountId) { uploadLink documentId error }
}`);
