import { updateAccountSettings } from "@/lib/account-settings/update-account-settings";
import { verifyRecoveryEmail } from "@/lib/account-settings/verify-recovery-email";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload, type ErrorFields } from "@/lib/graphql/payload";

// Account settings (spec 001 §4 "Account settings save", §7 UpdateAccountSettings; 000 §2.10 step 1): recovery email
// and password. Never in coach mode: a coach must not change the customer's security settings.

type UpdateAccountSettingsResult = ErrorFields & { didUpdate: boolean };

const UpdateAccountSettingsPayload = payloadType<UpdateAccountSettingsResult>("UpdateAccountSettingsPayload", {
  errorDescription: "Shown as an error toast.",
  errorField: "The form field the error is about: recoveryEmail, currentPassword, newPassword, code or phoneNumber.",
  fields: (t) => ({ didUpdate: t.exposeBoolean("didUpdate") }),
});

builder.mutationField("updateAccountSettings", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: UpdateAccountSettingsPayload,
    description:
      "Sets the recovery email (stored unverified; a confirmation link is emailed) and/or changes the password " +
      "(needs the current one; other sessions end). A two-factor change (is2faEnabled, phoneNumber) needs the code " +
      "sendMfaCode sent, as verifyMfaCode does.",
    args: {
      recoveryEmail: t.arg.string({ required: false }),
      code: t.arg.string({ required: false }),
      is2faEnabled: t.arg.boolean({ required: false }),
      phoneNumber: t.arg.string({ required: false }),
      currentPassword: t.arg.string({ required: false }),
      newPassword: t.arg.string({ required: false }),
    },
    resolve: (_root, args, { viewer, ipAddress }) => {
      return runPayload<UpdateAccountSettingsResult>(
        async () => ({
          error: null,
          ...(await updateAccountSettings({ userId: viewer.userId, sessionId: viewer.sessionId, input: args, ipAddress })),
        }),
        (fields) => ({ ...fields, didUpdate: false }),
      );
    },
  }),
);

type VerifyRecoveryEmailResult = { didVerify: boolean; error: string | null };

const VerifyRecoveryEmailPayload = payloadType<VerifyRecoveryEmailResult>("VerifyRecoveryEmailPayload", {
  fields: (t) => ({ didVerify: t.exposeBoolean("didVerify") }),
});

builder.mutationField("verifyRecoveryEmail", (t) =>
  t.withAuth({ public: true }).field({
    type: VerifyRecoveryEmailPayload,
    description: "Uses up the link sent to a new recovery email and marks it verified. Needs no session (the link is the proof).",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, { ipAddress }) =>
      runPayload<VerifyRecoveryEmailResult>(
        async () => {
          await verifyRecoveryEmail({ token, ipAddress });
          return { didVerify: true, error: null };
        },
        ({ error }) => ({ didVerify: false, error }),
      ),
  }),
);
