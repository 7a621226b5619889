import { graphql } from "@/lib/graphql/client/graphql";

// /account-details and /account-details/mfa (spec 001 §2, §4, §7).

export const ACCOUNT_SETTINGS_INFO = graphql(`query AccountSettingsInfo {
  authenticationInfo { id email recoveryEmail isUserRecoveryEmailVerified is2faEnabled phoneNumber isSingleSignOn }
}`);

export const UPDATE_ACCOUNT_SETTINGS = graphql(`mutation UpdateAccountSettings(
  $recoveryEmail: String, $currentPassword: String, $newPassword: String
) {
  updateAccountSettings(recoveryEmail: $recoveryEmail, currentPassword: $currentPassword, newPassword: $newPassword) {
    didUpdate error errorField
  }
}`);

export const SEND_MFA_CODE = graphql(`mutation SendMfaCode($phoneNumber: String!, $channel: MfaCodeChannel) {
  sendMfaCode(phoneNumber: $phoneNumber, channel: $channel) { error errorField retryAfterSeconds }
}`);

export const VERIFY_MFA_CODE = graphql(`mutation VerifyMFACode($code: String!, $phoneNumber: String!, $enable2fa: Boolean) {
  verifyMfaCode(code: $code, phoneNumber: $phoneNumber, enable2fa: $enable2fa) { status error errorField }
}`);
