import { findRecoverAccountTokenDetails } from "@/lib/auth/account-recovery/find-recover-account-token";
import { recoverAccount } from "@/lib/auth/account-recovery/recover-account";
import { sendRecoverAccountCode } from "@/lib/auth/account-recovery/send-recover-account-code";
import { sendRecoverAccountEmail } from "@/lib/auth/account-recovery/send-recover-account-email";
import { builder } from "@/lib/graphql/builder";
import { MfaCodeChannel } from "@/lib/graphql/auth/resend-mfa-code";
import { payloadType, runPayload } from "@/lib/graphql/payload";

// Account recovery through the recovery email (spec 000 §2.7, §4.6, §7). Public, like the password reset.

type SendResult = { didSend: boolean; error: string | null };
type RecoverResult = { didRecover: boolean; error: string | null };
type TokenDetails = {
  isTokenValid: boolean;
  userEmail: string | null;
  recoveryEmail: string | null;
  isCodeRequired: boolean;
  maskedPhoneNumber: string | null;
  hasAuthenticatorApp: boolean;
};
type SendCodeResult = { success: boolean; error: string | null; retryAfterSeconds: number | null };

const SendRecoverAccountEmailPayload = payloadType<SendResult>("SendRecoverAccountEmailPayload", {
  fields: (t) => ({ didSend: t.exposeBoolean("didSend") }),
});

const RecoverAccountTokenDetails = builder.objectRef<TokenDetails>("RecoverAccountTokenDetails").implement({
  fields: (t) => ({
    isTokenValid: t.exposeBoolean("isTokenValid"),
    userEmail: t.exposeString("userEmail", { nullable: true }),
    recoveryEmail: t.exposeString("recoveryEmail", { nullable: true }),
    isCodeRequired: t.exposeBoolean("isCodeRequired", {
      description: "Two-factor accounts also need a code sent to the phone on file (not in the spec).",
    }),
    maskedPhoneNumber: t.exposeString("maskedPhoneNumber", {
      nullable: true,
      description: "The phone the code goes to, masked ('•••-•••-1234'), when a code is required (not in the spec).",
    }),
    hasAuthenticatorApp: t.exposeBoolean("hasAuthenticatorApp", {
      description: "The code may be the authenticator app's; a recovery code also works (not in the spec).",
    }),
  }),
});

const SendRecoverAccountCodePayload = payloadType<SendCodeResult>("SendRecoverAccountCodePayload", {
  retryAfterSeconds: "When refused as too soon: seconds until a new code may be asked for.",
  fields: (t) => ({ success: t.exposeBoolean("success") }),
});

const RecoverAccountPayload = payloadType<RecoverResult>("RecoverAccountPayload", {
  fields: (t) => ({ didRecover: t.exposeBoolean("didRecover") }),
});

builder.mutationField("sendRecoverAccountEmail", (t) =>
  t.withAuth({ public: true }).field({
    type: SendRecoverAccountEmailPayload,
    description: "Emails a recovery link to this address if it is an account's recovery email. Same answer either way.",
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, { ipAddress }) =>
      runPayload<SendResult>(
        async () => ({ ...(await sendRecoverAccountEmail({ email, ipAddress })), error: null }),
        ({ error }) => ({ didSend: false, error }),
      ),
  }),
);

builder.queryField("recoverAccountTokenDetails", (t) =>
  t.withAuth({ public: true }).field({
    type: RecoverAccountTokenDetails,
    description: "Whether a recovery link is usable, with the account's primary and recovery emails when it is.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }) => findRecoverAccountTokenDetails({ token }),
  }),
);

builder.mutationField("sendRecoverAccountCode", (t) =>
  t.withAuth({ notCoaching: true }).field({
    type: SendRecoverAccountCodePayload,
    unauthorizedResolver: (_root, _args, _context, _info, refusal) => ({
      success: false,
      error: refusal.message,
      retryAfterSeconds: null,
    }),
    description:
      "For a two-factor account: a recovery code to the phone on file, by text (sms, the default) or phone call " +
      "(call), for the holder of a live recovery link. The two-factor code limits apply (not in the spec).",
    args: { token: t.arg.string({ required: true }), channel: t.arg({ type: MfaCodeChannel }) },
    resolve: (_root, args, { ipAddress }) =>
      runPayload<SendCodeResult>(
        async () => {
          await sendRecoverAccountCode({ token: args.token, channel: args.channel ?? "sms", ipAddress });
          return { success: true, error: null, retryAfterSeconds: null };
        },
        ({ error, retryAfterSeconds }) => ({ success: false, error, retryAfterSeconds: retryAfterSeconds ?? null }),
      ),
  }),
);

builder.mutationField("recoverAccount", (t) =>
  t.withAuth({ notCoaching: true }).field({
    type: RecoverAccountPayload,
    unauthorizedResolver: (_root, _args, _context, _info, refusal) => ({ didRecover: false, error: refusal.message }),
    description: "Sets a new primary email, optionally a new recovery email, and a new password with a recovery link.",
    args: {
      token: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
      newPrimaryEmail: t.arg.string({ required: true }),
      newRecoveryEmail: t.arg.string(),
      code: t.arg.string({
        description: "The code sent to the phone on file; required when the account has two-factor sign-in (not in the spec).",
      }),
      captchaToken: t.arg.string({ description: "The invisible captcha's token; empty when none could be had." }),
    },
    resolve: (_root, args, { ipAddress }) =>
      runPayload<RecoverResult>(
        async () => {
          const recovered = await recoverAccount({
            token: args.token,
            newPassword: args.newPassword,
            newPrimaryEmail: args.newPrimaryEmail,
            newRecoveryEmail: args.newRecoveryEmail,
            code: args.code,
            captchaToken: args.captchaToken,
            ipAddress,
          });
          return { ...recovered, error: null };
        },
        ({ error }) => ({ didRecover: false, error }),
      ),
  }),
);
