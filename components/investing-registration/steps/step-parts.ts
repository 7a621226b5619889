// Every step of the account-opening wizard and the Next rules that live with them, in one module the wizard loads
// with the member's application (load-registration-schemas.ts), not with the page: no step shows before then.
export { AccountSelectionStep, IntroStep, ResumeStep } from "./start-steps";
export { PersonDetailsStep, RecoveryEmailStep, SocialSecurityStep, VerifyPhoneStep } from "./identity-steps";
export { MailingAddressStep, ResidentialAddressStep } from "./address-steps";
export { EmploymentStatusStep, FinancialStatusStep } from "./profile-steps";
export { DisclosuresStep } from "./disclosures-step";
export { isCompleteTrustedContact, TrustedContactStep } from "./trusted-contact-step";
export { ReviewStep } from "./review-step";
export { UploadDocumentsStep, UploadSuccessStep } from "./upload-documents-step";
export { InterestedPartyStep, isValidPartyList } from "./interested-party-step";
export { AgreementsStep, canAffirm } from "./agreements-step";
export { InvestmentStrategyStep } from "./investment-strategy-step";
