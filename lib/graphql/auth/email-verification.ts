import { resendVerificationEmail } from "@/lib/auth/email-verification/resend-verification-email";
import { verifyEmailWithToken } from "@/lib/auth/email-verification/verify-email-with-token";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";

type SendResult = { didSend: boolean; error: string | null };
type VerifyResult = { didVerify: boolean; wasAlreadyVerified: boolean; error: string | null };

const SendVerificationEmailPayload = payloadType<SendResult>("SendVerificationEmailPayload", {
  fields: (t) => ({ didSend: t.exposeBoolean("didSend") }),
});

const VerifyEmailPayload = payloadType<VerifyResult>("VerifyEmailPayload", {
  fields: (t) => ({
    didVerify: t.exposeBoolean("didVerify"),
    wasAlreadyVerified: t.exposeBoolean("wasAlreadyVerified", {
      description: "The link was used before (or expired) and its address is verified already: nothing to do, go on.",
    }),
  }),
});

builder.mutationField("sendVerificationEmail", (t) =>
  t.withAuth({ can: "own-security:write" }).field({
    type: SendVerificationEmailPayload,
    description: "'Resend magic link' on /verify-user-email: a new verification link to the signed-in user (rate-limited).",
    resolve: (_root, _args, { viewer, ipAddress }) => {
      return runPayload<SendResult>(
        async () => {
          await resendVerificationEmail({ userId: viewer.userId, ipAddress });
          return { didSend: true, error: null };
        },
        ({ error }) => ({ didSend: false, error }),
      );
    },
  }),
);

builder.mutationField("verifyEmail", (t) =>
  t.withAuth({ public: true }).field({
    type: VerifyEmailPayload,
    description: "Uses up an email-verification link's token and marks that address verified. Needs no session.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, { ipAddress }) =>
      runPayload<VerifyResult>(
        async () => {
          const { alreadyVerified } = await verifyEmailWithToken({ token, ipAddress });
          return { didVerify: true, wasAlreadyVerified: alreadyVerified, error: null };
        },
        ({ error }) => ({ didVerify: false, wasAlreadyVerified: false, error }),
      ),
  }),
);
