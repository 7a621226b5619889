import { findResetPasswordToken } from "@/lib/auth/password-reset/find-reset-password-token";
import { resetPassword } from "@/lib/auth/password-reset/reset-password";
import { sendResetPasswordEmail } from "@/lib/auth/password-reset/send-reset-password-email";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";

// Password reset (spec 000 §2.6, §4.5, §7). Public: the caller is signed out and proves themselves with the link.

const MagicLinkAudience = builder.enumType("MagicLinkAudience", {
  description: "What a magic link is for.",
  values: { reset_password: { value: "reset_password" } } as const,
});

type SendResult = { didSend: boolean; error: string | null };
type ResetResult = { didUpdate: boolean; error: string | null };

const SendResetPasswordEmailPayload = payloadType<SendResult>("SendResetPasswordEmailPayload", {
  fields: (t) => ({ didSend: t.exposeBoolean("didSend") }),
});

const MagicLinkValidity = builder.objectRef<{ isTokenValid: boolean; email: string | null }>("MagicLinkValidity").implement({
  fields: (t) => ({
    isTokenValid: t.exposeBoolean("isTokenValid"),
    email: t.exposeString("email", {
      nullable: true,
      description:
        "The account's email while the link is valid, else null: the new-password step checks the password " +
        "against it as resetPassword will. The link was sent to this address, so it tells its holder nothing new.",
    }),
  }),
});

const ResetPasswordPayload = payloadType<ResetResult>("ResetPasswordPayload", {
  fields: (t) => ({ didUpdate: t.exposeBoolean("didUpdate") }),
});

builder.mutationField("sendResetPasswordEmail", (t) =>
  t.withAuth({ public: true }).field({
    type: SendResetPasswordEmailPayload,
    description: "Emails a reset link if the address has an account. The answer is the same either way.",
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, { ipAddress }) =>
      runPayload<SendResult>(
        async () => ({ ...(await sendResetPasswordEmail({ email, ipAddress })), error: null }),
        ({ error }) => ({ didSend: false, error }),
      ),
  }),
);

builder.queryField("magicLinkValid", (t) =>
  t.withAuth({ public: true }).field({
    type: MagicLinkValidity,
    description: "Whether a magic link's token can still be used for its purpose.",
    args: {
      token: t.arg.string({ required: true }),
      audience: t.arg({ type: MagicLinkAudience, required: true }),
    },
    resolve: async (_root, { token }) => {
      const account = await findResetPasswordToken({ token });
      return { isTokenValid: account !== null, email: account?.email ?? null };
    },
  }),
);

builder.mutationField("resetPassword", (t) =>
  // A coach acting as a customer never changes a password, link or not.
  t.withAuth({ notCoaching: true }).field({
    type: ResetPasswordPayload,
    unauthorizedResolver: (_root, _args, _context, _info, refusal) => ({ didUpdate: false, error: refusal.message }),
    description: "Sets a new password with a reset link's token (once) and ends the account's other sessions.",
    args: { token: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: (_root, { token, newPassword }, { viewer, ipAddress }) =>
      runPayload<ResetResult>(
        async () => ({ ...(await resetPassword({ token, newPassword, viewer, ipAddress })), error: null }),
        ({ error }) => ({ didUpdate: false, error }),
      ),
  }),
);
