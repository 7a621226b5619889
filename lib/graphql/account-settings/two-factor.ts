import { sendMfaCode } from "@/lib/account-settings/send-mfa-code";
import { verifyMfaCode, type MfaCodeStatus } from "@/lib/account-settings/verify-mfa-code";
import { MfaCodeChannel } from "@/lib/graphql/auth/resend-mfa-code";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";

// Two-factor management from account settings (spec 001 §4 "Account settings: two-factor toggle", §7 SendMfaCode
// and VerifyMFACode; 002 §7). Never in coach mode: a coach must not change the customer's security settings.

type SendMfaCodeResult = { error: string | null; errorField?: string | null; retryAfterSeconds?: number | null };

const SendMfaCodePayload = payloadType<SendMfaCodeResult>("SendMfaCodePayload", {
  errorDescription: "Shown as a toast; null when the code went out.",
  errorField: "phoneNumber when the number is not a US one.",
  retryAfterSeconds: "When refused as too soon: seconds until a new code may be asked for (not in the spec).",
  fields: () => ({}),
});

builder.mutationField("sendMfaCode", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: SendMfaCodePayload,
    description:
      "A six-digit code by text (sms, the default) or call to a US number (+1 and ten digits), proving the member " +
      "holds it: the number being added or the number on file when turning two-factor off. verifyMfaCode uses it.",
    args: {
      phoneNumber: t.arg.string({ required: true }),
      channel: t.arg({ type: MfaCodeChannel }),
    },
    resolve: (_root, args, { viewer, ipAddress }) =>
      runPayload<SendMfaCodeResult>(
        async () => {
          await sendMfaCode({ userId: viewer.userId, phoneNumber: args.phoneNumber, channel: args.channel ?? "sms", ipAddress });
          return { error: null, retryAfterSeconds: null };
        },
        ({ error, errorField, retryAfterSeconds }) => ({ error, errorField, retryAfterSeconds }),
      ),
  }),
);

type VerifyMfaCodeResult = { status: MfaCodeStatus | null; error: string | null; errorField?: string | null };

const VerifyMfaCodePayload = payloadType<VerifyMfaCodeResult>("VerifyMfaCodePayload", {
  errorDescription: "Shown as a toast: an expired code, a code sent to another number, a refused number.",
  errorField: "code or phoneNumber.",
  fields: (t) => ({
    status: t.exposeString("status", {
      nullable: true,
      description: "'approved': the change is made. 'pending': the code was wrong (one of its five tries used).",
    }),
  }),
});

builder.mutationField("verifyMfaCode", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: VerifyMfaCodePayload,
    description:
      "Checks the code sendMfaCode sent to phoneNumber, then: enable2fa true turns two-factor on with that number; " +
      "otherwise the number on file with two-factor on turns it off, and another number becomes the number on file. " +
      "The account's email, and a number that stops getting codes, are told.",
    args: {
      code: t.arg.string({ required: true }),
      phoneNumber: t.arg.string({ required: true }),
      enable2fa: t.arg.boolean(),
    },
    resolve: (_root, args, { viewer, ipAddress }) =>
      runPayload<VerifyMfaCodeResult>(
        async () => ({
          error: null,
          ...(await verifyMfaCode({
            userId: viewer.userId,
            code: args.code,
            phoneNumber: args.phoneNumber,
            enable2fa: args.enable2fa ?? null,
            ipAddress,
          })),
        }),
        (fields) => ({ ...fields, status: null }),
      ),
  }),
);
