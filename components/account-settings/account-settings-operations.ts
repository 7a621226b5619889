import { graphql } from "@/lib/graphql/client/graphql";

// /account-details and /account-details/mfa (spec 001 §2, §4, §7).

export const ACCOUNT_SETTINGS_INFO = graphql(`query AccountSettingsInfo {
  authenticationInfo { id email recoveryEmail isUserRecoveryEmailVerified is2faEnabled phoneNumber isSingleSignOn }
  twoFactorMethods { hasAuthenticatorApp authenticatorAppAddedAt recoveryCodesLeft }
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

export const SIGNED_IN_DEVICES = graphql(`query SignedInDevices {
  signedInDevices { id kind browser place ipAddress since lastSeenAt isCurrent expiresAt }
}`);

export const SIGN_OUT_DEVICE = graphql(`mutation SignOutDevice($id: ID!, $kind: SignedInDeviceKind!) {
  signOutDevice(id: $id, kind: $kind) { didSignOut error }
}`);

export const SIGN_OUT_EVERYWHERE_ELSE = graphql(`mutation SignOutEverywhereElse {
  signOutEverywhereElse { signedOut error }
}`);

// The authenticator app and recovery codes (issue 13; not in the spec).

export const START_AUTHENTICATOR_SETUP = graphql(`mutation StartAuthenticatorSetup($currentPassword: String!) {
  startAuthenticatorSetup(currentPassword: $currentPassword) { secret qrCodeSvg error errorField }
}`);

export const CONFIRM_AUTHENTICATOR_SETUP = graphql(`mutation ConfirmAuthenticatorSetup($code: String!) {
  confirmAuthenticatorSetup(code: $code) { didConfirm recoveryCodes error errorField }
}`);

export const REMOVE_AUTHENTICATOR_APP = graphql(`mutation RemoveAuthenticatorApp($currentPassword: String!) {
  removeAuthenticatorApp(currentPassword: $currentPassword) { didRemove error errorField }
}`);

export const REGENERATE_RECOVERY_CODES = graphql(`mutation RegenerateRecoveryCodes($currentPassword: String!) {
  regenerateRecoveryCodes(currentPassword: $currentPassword) { recoveryCodes error errorField }
}`);
