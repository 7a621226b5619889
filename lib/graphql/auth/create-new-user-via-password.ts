import { signUpWithPassword } from "@/lib/auth/sign-up/sign-up-with-password";
import { builder } from "@/lib/graphql/builder";
import { SETS_SESSION_COOKIES } from "@/lib/graphql/operation-declarations";
import { payloadType, runPayload } from "@/lib/graphql/payload";

type SignUpPayloadShape = { email: string; username: string };
type CreateNewUserViaPasswordResult = { payload: SignUpPayloadShape | null; error: string | null };

const PasswordSignUpPayload = builder.objectRef<SignUpPayloadShape>("PasswordSignUpPayload").implement({
  fields: (t) => ({ email: t.exposeString("email"), username: t.exposeString("username") }),
});

const CreateNewUserViaPasswordResultType = payloadType<CreateNewUserViaPasswordResult>(
  "CreateNewUserViaPasswordResult",
  {
    fields: (t) => ({
      payload: t.field({ type: PasswordSignUpPayload, nullable: true, resolve: (result) => result.payload }),
    }),
  },
);

builder.mutationField("createNewUserViaPassword", (t) =>
  t.withAuth({ public: true }).field({
    ...SETS_SESSION_COOKIES,
    type: CreateNewUserViaPasswordResultType,
    description:
      "Password sign-up (spec 000 §4.2): creates the user, signs them in (session cookies) and emails a verification link.",
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
      captchaToken: t.arg.string({ required: false }),
      partner: t.arg.string({
        required: false,
        description: "The /sign-up/{partner} slug the member came through, kept in the audit log (not in the spec).",
      }),
      pricingPlanId: t.arg.string({
        required: false,
        description:
          "The {plan} of /sign-up/for-employers/{plan}: the new user sets up a company plan, on any device, until it exists (not in the spec).",
      }),
    },
    resolve: (_root, args, context) =>
      runPayload<CreateNewUserViaPasswordResult>(
        async () => {
          const created = await signUpWithPassword({
            input: { email: args.email, password: args.password, firstName: args.firstName, lastName: args.lastName },
            captchaToken: args.captchaToken,
            partnerSlug: args.partner,
            pricingPlanId: args.pricingPlanId,
            ipAddress: context.ipAddress,
            userAgent: context.userAgent,
            cookies: context.responseCookies,
          });
          return { payload: { email: created.email, username: created.username }, error: null };
        },
        ({ error }) => ({ payload: null, error }),
      ),
  }),
);
