import { parse } from "cookie";
import { completeOktaSignIn } from "@/lib/auth/okta/complete-okta-sign-in";
import { oktaFlowCookieName } from "@/lib/auth/okta/okta-flow-cookie";
import type { SessionPayload } from "@/lib/users/get-session-payload";
import { builder } from "@/lib/graphql/builder";
import { SETS_SESSION_COOKIES } from "@/lib/graphql/operation-declarations";
import type { GraphQLContext } from "@/lib/graphql/context";
import { ProviderSignInUserType } from "@/lib/graphql/auth/google";
import { payloadType, runPayload } from "@/lib/graphql/payload";

type OktaResult = { payload: SessionPayload | null; error: string | null };

const OktaPayload = payloadType<OktaResult>("OktaPayload", {
  fields: (t) => ({
    payload: t.field({ type: ProviderSignInUserType, nullable: true, resolve: (result) => result.payload }),
  }),
});

function resolveOkta(intent: "login" | "signup") {
  return (
    _root: unknown,
    args: { oktaCode: string; state?: string | null; iss?: string | null },
    context: GraphQLContext,
  ) =>
    runPayload<OktaResult>(
      async () => ({
        payload: await completeOktaSignIn({
          intent,
          code: args.oktaCode,
          state: args.state ?? null,
          iss: args.iss ?? null,
          flowCookie: parse(context.request.headers.get("cookie") ?? "")[oktaFlowCookieName()],
          cookies: context.responseCookies,
          ipAddress: context.ipAddress,
          userAgent: context.userAgent,
        }),
        error: null,
      }),
      ({ error }) => ({ payload: null, error }),
    );
}

const description = (what: string) =>
  `${what} with the staff identity provider's authorization code. state (and iss when the provider sent it) come ` +
  "from the callback URL and are checked against the flow the start route began; without them the code is refused.";

builder.mutationField("oktaLogIn", (t) =>
  t.withAuth({ public: true }).field({
    ...SETS_SESSION_COOKIES,
    type: OktaPayload,
    description: description("Staff sign-in"),
    args: {
      oktaCode: t.arg.string({ required: true }),
      state: t.arg.string({ required: false }),
      iss: t.arg.string({ required: false }),
    },
    resolve: resolveOkta("login"),
  }),
);

builder.mutationField("oktaSignup", (t) =>
  t.withAuth({ public: true }).field({
    ...SETS_SESSION_COOKIES,
    type: OktaPayload,
    description: description("Staff sign-up"),
    args: {
      oktaCode: t.arg.string({ required: true }),
      state: t.arg.string({ required: false }),
      iss: t.arg.string({ required: false }),
    },
    resolve: resolveOkta("signup"),
  }),
);
