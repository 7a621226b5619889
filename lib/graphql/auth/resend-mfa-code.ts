import { resendLogInCode } from "@/lib/auth/log-in/resend-log-in-code";
import { builder } from "@/lib/graphql/builder";
import { SETS_SESSION_COOKIES } from "@/lib/graphql/operation-declarations";
import { payloadType, runPayload } from "@/lib/graphql/payload";

export const MfaCodeChannel = builder.enumType("MfaCodeChannel", {
  values: { sms: { value: "sms" }, call: { value: "call" } } as const,
});

type ResendMfaCodeResult = { success: boolean; error: string | null; retryAfterSeconds?: number | null };

const ResendMfaCodeResultType = payloadType<ResendMfaCodeResult>("ResendMfaCodeResult", {
  retryAfterSeconds: "When refused as too soon: seconds until a new code may be asked for (not in the spec).",
  fields: (t) => ({ success: t.exposeBoolean("success") }),
});

builder.mutationField("resendMfaCode", (t) =>
  t.withAuth({ public: true }).field({
    ...SETS_SESSION_COOKIES,
    type: ResendMfaCodeResultType,
    description:
      "A new log-in code by text (sms, the default) or phone call (call), for the browser holding a pending log-in " +
      "for this email. One code per number per 30 seconds and a few per hour; the newest code is the only one that works.",
    args: {
      email: t.arg.string({ required: true }),
      channel: t.arg({ type: MfaCodeChannel }),
    },
    resolve: (_root, args, context) =>
      runPayload<ResendMfaCodeResult>(
        async () => {
          await resendLogInCode({
            email: args.email,
            channel: args.channel ?? "sms",
            cookieHeader: context.request.headers.get("cookie"),
            ipAddress: context.ipAddress,
          });
          return { success: true, error: null, retryAfterSeconds: null };
        },
        ({ error, retryAfterSeconds }) => ({ success: false, error, retryAfterSeconds }),
      ),
  }),
);
