import { createUserViaGoogle, type GoogleSignUpResult } from "@/lib/auth/google/create-user-via-google";
import type { SessionPayload } from "@/lib/users/get-session-payload";
import { logInWithGoogle } from "@/lib/auth/google/log-in-with-google";
import { verifyGoogleToken } from "@/lib/auth/google/verify-google-token";
import { builder } from "@/lib/graphql/builder";
import { SETS_SESSION_COOKIES } from "@/lib/graphql/operation-declarations";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { PlanEntryType } from "@/lib/graphql/users/authentication-info-types";

/** The user session payload of a provider sign-in (spec 000 §3); also the staff identity provider's payload. */
export const ProviderSignInUserType = builder.objectRef<SessionPayload>("ProviderSignInUser").implement({
  fields: (t) => ({
    email: t.exposeString("email"),
    username: t.exposeString("username", { nullable: true }),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    plans: t.field({ type: [PlanEntryType], resolve: (user) => user.plans }),
  }),
});

type GoogleLogInResult = { payload: SessionPayload | null; error: string | null };

const GoogleLogInPayload = payloadType<GoogleLogInResult>("GoogleLogInPayload", {
  fields: (t) => ({
    payload: t.field({ type: ProviderSignInUserType, nullable: true, resolve: (result) => result.payload }),
  }),
});

const GoogleSignUpUserType = builder.objectRef<GoogleSignUpResult>("GoogleSignUpUser").implement({
  fields: (t) => ({
    email: t.exposeString("email"),
    username: t.exposeString("username", { nullable: true }),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    token: t.string({
      nullable: true,
      description: "Always null: the session is an HttpOnly cookie set on this response.",
      resolve: () => null,
    }),
  }),
});

type GoogleSignUpPayloadResult = { payload: GoogleSignUpResult | null; error: string | null };

const CreateNewUserViaGooglePayload = payloadType<GoogleSignUpPayloadResult>("CreateNewUserViaGooglePayload", {
  fields: (t) => ({
    payload: t.field({ type: GoogleSignUpUserType, nullable: true, resolve: (result) => result.payload }),
  }),
});

builder.mutationField("googleLogIn", (t) =>
  t.withAuth({ public: true }).field({
    ...SETS_SESSION_COOKIES,
    type: GoogleLogInPayload,
    description:
      "Signs in with a Google ID token. A token that cannot be verified is the GraphQL error 'Failed to authenticate with Google.'.",
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, context) => {
      const identity = await verifyGoogleToken({ token });
      return runPayload<GoogleLogInResult>(
        async () => ({
          payload: await logInWithGoogle({
            identity,
            cookies: context.responseCookies,
            ipAddress: context.ipAddress,
            userAgent: context.userAgent,
          }),
          error: null,
        }),
        ({ error }) => ({ payload: null, error }),
      );
    },
  }),
);

builder.mutationField("createNewUserViaGoogle", (t) =>
  t.withAuth({ public: true }).field({
    ...SETS_SESSION_COOKIES,
    type: CreateNewUserViaGooglePayload,
    description:
      "Google sign-up. shouldCreate false only checks the Google account can sign up; true creates it and signs in.",
    args: {
      googleToken: t.arg.string({ required: true }),
      shouldCreate: t.arg.boolean({ required: true }),
      pricingPlanId: t.arg.string({
        required: false,
        description: "The {plan} of /sign-up/for-employers/{plan} (not in the spec); see createNewUserViaPassword.",
      }),
    },
    resolve: async (_root, { googleToken, shouldCreate, pricingPlanId }, context) => {
      const identity = await verifyGoogleToken({ token: googleToken });
      return runPayload<GoogleSignUpPayloadResult>(
        async () => ({
          payload: await createUserViaGoogle({
            identity,
            shouldCreate,
            pricingPlanId,
            cookies: context.responseCookies,
            ipAddress: context.ipAddress,
            userAgent: context.userAgent,
          }),
          error: null,
        }),
        ({ error }) => ({ payload: null, error }),
      );
    },
  }),
);
