import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { sendPlanMemberVerificationEmail } from "@/lib/plans/plan-member-verification/send-plan-member-verification-email";
import { verifyPlanMember } from "@/lib/plans/plan-member-verification/verify-plan-member";

type SendResult = { didSend: boolean; error: string | null; errorField?: string | null };
type VerifyResult = { didVerify: boolean; error: string | null };

const SendPlanMemberVerificationEmailPayload = payloadType<SendResult>("SendPlanMemberVerificationEmailPayload", {
  errorField: true,
  fields: (t) => ({ didSend: t.exposeBoolean("didSend") }),
});

const VerifyPlanMemberPayload = payloadType<VerifyResult>("VerifyPlanMemberPayload", {
  fields: (t) => ({ didVerify: t.exposeBoolean("didVerify") }),
});

builder.mutationField("sendPlanMemberVerificationEmail", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: SendPlanMemberVerificationEmailPayload,
    description:
      "/verify: emails a single-use link to the work email when it is on an employer plan's roster. The answer does " +
      "not say whether it was.",
    args: {
      workEmail: t.arg.string({ required: true }),
      returnPath: t.arg.string({ description: "Where the link brings the member back to (a same-origin path)." }),
    },
    resolve: (_root, { workEmail, returnPath }, { viewer, ipAddress }) =>
      runPayload<SendResult>(
        async () => {
          await sendPlanMemberVerificationEmail({ viewer, workEmail, returnPath, ipAddress });
          return { didSend: true, error: null };
        },
        (fields) => ({ ...fields, didSend: false }),
      ),
  }),
);

builder.mutationField("verifyPlanMember", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: VerifyPlanMemberPayload,
    description: "/verify/sent/{token}: uses the emailed token and links the roster entry to the signed-in user.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, { viewer, ipAddress }) =>
      runPayload<VerifyResult>(
        async () => {
          await verifyPlanMember({ viewer, token, ipAddress });
          return { didVerify: true, error: null };
        },
        ({ error }) => ({ didVerify: false, error }),
      ),
  }),
);
