import { confirmAuthenticatorSetup } from "@/lib/account-settings/confirm-authenticator-setup";
import { findTwoFactorMethods, type TwoFactorMethods } from "@/lib/account-settings/find-two-factor-methods";
import { regenerateRecoveryCodes } from "@/lib/account-settings/regenerate-recovery-codes";
import { removeAuthenticatorApp } from "@/lib/account-settings/remove-authenticator-app";
import { startAuthenticatorSetup } from "@/lib/account-settings/start-authenticator-setup";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";

// The authenticator app and recovery codes (issue 13; not in the spec). Like the rest of the member's security
// settings, never in coach mode (own-security:write), and every change asks for the current password again.

const TwoFactorMethodsType = builder.objectRef<TwoFactorMethods>("TwoFactorMethods").implement({
  description: "The member's second factors beside the phone.",
  fields: (t) => ({
    hasAuthenticatorApp: t.boolean({ resolve: (methods) => methods.authenticatorAppAddedAt !== null }),
    authenticatorAppAddedAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: (methods) => methods.authenticatorAppAddedAt,
    }),
    recoveryCodesLeft: t.exposeInt("recoveryCodesLeft", { description: "Unused recovery codes." }),
  }),
});

builder.queryField("twoFactorMethods", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: TwoFactorMethodsType,
    resolve: (_root, _args, { viewer }) => findTwoFactorMethods({ userId: viewer.userId }),
  }),
);

type SetupResult = { secret: string | null; otpauthUri: string | null; qrCodeSvg: string | null; error: string | null };

const StartAuthenticatorSetupPayload = payloadType<SetupResult & { errorField?: string | null }>(
  "StartAuthenticatorSetupPayload",
  {
    errorField: "currentPassword when it is missing or wrong.",
    fields: (t) => ({
      secret: t.exposeString("secret", { nullable: true, description: "Base32, for typing into the app." }),
      otpauthUri: t.exposeString("otpauthUri", { nullable: true }),
      qrCodeSvg: t.exposeString("qrCodeSvg", { nullable: true, description: "The QR code of otpauthUri, as SVG." }),
    }),
  },
);

builder.mutationField("startAuthenticatorSetup", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: StartAuthenticatorSetupPayload,
    description:
      "After the current password, a new authenticator secret (as a QR code and as text). Nothing changes at sign-in " +
      "until confirmAuthenticatorSetup; starting again replaces an unconfirmed secret.",
    args: { currentPassword: t.arg.string({ required: true }) },
    resolve: (_root, args, { viewer }) =>
      runPayload<SetupResult & { errorField?: string | null }>(
        async () => ({
          error: null,
          ...(await startAuthenticatorSetup({ userId: viewer.userId, currentPassword: args.currentPassword })),
        }),
        ({ error, errorField }) => ({ error, errorField, secret: null, otpauthUri: null, qrCodeSvg: null }),
      ),
  }),
);

type RecoveryCodesResult = { recoveryCodes: string[] | null; error: string | null; errorField?: string | null };

const ConfirmAuthenticatorSetupPayload = payloadType<RecoveryCodesResult & { didConfirm?: boolean }>(
  "ConfirmAuthenticatorSetupPayload",
  {
    errorField: "code when it did not match.",
    fields: (t) => ({
      didConfirm: t.boolean({ resolve: (result) => result.didConfirm === true }),
      recoveryCodes: t.exposeStringList("recoveryCodes", {
        nullable: true,
        description: "Ten new recovery codes, shown once, when the member had none; null when theirs still work.",
      }),
    }),
  },
);

builder.mutationField("confirmAuthenticatorSetup", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: ConfirmAuthenticatorSetupPayload,
    description: "The app's current six-digit code: from now on sign-in asks for the app's codes.",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, { viewer, ipAddress }) =>
      runPayload<RecoveryCodesResult & { didConfirm?: boolean }>(
        async () => ({
          error: null,
          didConfirm: true,
          ...(await confirmAuthenticatorSetup({ userId: viewer.userId, code: args.code, ipAddress })),
        }),
        ({ error, errorField }) => ({ error, errorField, didConfirm: false, recoveryCodes: null }),
      ),
  }),
);

type RemoveResult = { didRemove: boolean; error: string | null; errorField?: string | null };

const RemoveAuthenticatorAppPayload = payloadType<RemoveResult>("RemoveAuthenticatorAppPayload", {
  errorField: "currentPassword when it is missing or wrong.",
  fields: (t) => ({ didRemove: t.exposeBoolean("didRemove") }),
});

builder.mutationField("removeAuthenticatorApp", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: RemoveAuthenticatorAppPayload,
    description: "Removes the authenticator app after the current password; remembered devices are forgotten.",
    args: { currentPassword: t.arg.string({ required: true }) },
    resolve: (_root, args, { viewer, ipAddress }) =>
      runPayload<RemoveResult>(
        async () => ({
          error: null,
          ...(await removeAuthenticatorApp({ userId: viewer.userId, currentPassword: args.currentPassword, ipAddress })),
        }),
        ({ error, errorField }) => ({ error, errorField, didRemove: false }),
      ),
  }),
);

const RegenerateRecoveryCodesPayload = payloadType<RecoveryCodesResult>("RegenerateRecoveryCodesPayload", {
  errorField: "currentPassword when it is missing or wrong.",
  fields: (t) => ({
    recoveryCodes: t.exposeStringList("recoveryCodes", { nullable: true, description: "Ten new codes, shown once." }),
  }),
});

builder.mutationField("regenerateRecoveryCodes", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: RegenerateRecoveryCodesPayload,
    description: "Ten new recovery codes in place of the old ones, after the current password. Needs two-step verification on.",
    args: { currentPassword: t.arg.string({ required: true }) },
    resolve: (_root, args, { viewer, ipAddress }) =>
      runPayload<RecoveryCodesResult>(
        async () => ({
          error: null,
          ...(await regenerateRecoveryCodes({ userId: viewer.userId, currentPassword: args.currentPassword, ipAddress })),
        }),
        ({ error, errorField }) => ({ error, errorField, recoveryCodes: null }),
      ),
  }),
);
