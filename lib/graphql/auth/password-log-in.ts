import { logInWithPassword } from "@/lib/auth/log-in/log-in-with-password";
import type { SessionPayload } from "@/lib/users/get-session-payload";

import { TWO_FACTOR_REQUIRED } from "@/lib/auth/log-in/log-in-messages";
import { builder } from "@/lib/graphql/builder";
import { SETS_SESSION_COOKIES } from "@/lib/graphql/operation-declarations";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { PlanEntryType } from "@/lib/graphql/users/authentication-info-types";

/** While a code is still needed (2FA_REQUIRED) the payload carries only the email and the phone's last four digits. */
type PasswordLogInPayload = Omit<SessionPayload, "firstName" | "lastName"> & {
  firstName: string | null;
  lastName: string | null;
  hasAuthenticatorApp?: boolean;
};

const PasswordLogInPayloadType = builder.objectRef<PasswordLogInPayload>("PasswordLogInPayload").implement({
  description:
    "The user session payload (spec 000 §3). With error '2FA_REQUIRED' only email and last4PhoneNumber are filled.",
  fields: (t) => ({
    email: t.exposeString("email"),
    username: t.exposeString("username", { nullable: true }),
    firstName: t.exposeString("firstName", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    plans: t.field({ type: [PlanEntryType], resolve: (payload) => payload.plans }),
    last4PhoneNumber: t.exposeString("last4PhoneNumber", { nullable: true }),
    hasAuthenticatorApp: t.boolean({
      nullable: true,
      description:
        "With '2FA_REQUIRED': the code is the authenticator app's (no text was sent; a recovery code also works). " +
        "Not in the spec.",
      resolve: (payload) => payload.hasAuthenticatorApp ?? null,
    }),
  }),
});

type PasswordLogInResult = { payload: PasswordLogInPayload | null; error: string | null };

const PasswordLogInResultType = payloadType<PasswordLogInResult>("PasswordLogInResult", {
  errorDescription:
    "'2FA_REQUIRED' when a code is due, else the spec's message when sign-in failed; null when signed in.",
  fields: (t) => ({
    payload: t.field({ type: PasswordLogInPayloadType, nullable: true, resolve: (result) => result.payload }),
  }),
});

builder.mutationField("passwordLogIn", (t) =>
  t.withAuth({ public: true }).field({
    ...SETS_SESSION_COOKIES,
    type: PasswordLogInResultType,
    description:
      "Password log-in (spec 000 §4.1). When a code is due the answer is error '2FA_REQUIRED', a code goes out by text " +
      "and an HttpOnly pending log-in cookie is set; send the code either with the password again, or with no " +
      "password from the browser holding that cookie. skip2fa asks to remember this device (only with a correct " +
      "code); deviceId is accepted and ignored: the server issues its own device token.",
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string(),
      deviceId: t.arg.string(),
      skip2fa: t.arg.boolean(),
      code: t.arg.string(),
      captchaToken: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      runPayload<PasswordLogInResult>(
        async () => {
          const outcome = await logInWithPassword({
            email: args.email,
            password: args.password,
            code: args.code,
            rememberThisDevice: args.skip2fa === true,
            captchaToken: args.captchaToken,
            cookieHeader: context.request.headers.get("cookie"),
            cookies: context.responseCookies,
            ipAddress: context.ipAddress,
            userAgent: context.userAgent,
          });
          if (outcome.kind === "signed-in") return { payload: outcome.payload, error: null };
          const { email, last4PhoneNumber, hasAuthenticatorApp } = outcome;
          return {
            payload: {
              email,
              last4PhoneNumber,
              hasAuthenticatorApp,
              username: null,
              firstName: null,
              lastName: null,
              plans: [],
            },
            error: TWO_FACTOR_REQUIRED,
          };
        },
        ({ error }) => ({ payload: null, error }),
      ),
  }),
);
