import { setSessionCookies } from "@/lib/auth/set-session-cookies";
import { exitCoachMode } from "@/lib/coach-mode/exit-coach-mode";
import { startCoachMode } from "@/lib/coach-mode/start-coach-mode";
import { builder } from "@/lib/graphql/builder";
import { SETS_SESSION_COOKIES } from "@/lib/graphql/operation-declarations";
import { payloadType, runPayload } from "@/lib/graphql/payload";

const CoachedUserInput = builder.inputType("CoachedUserInput", {
  fields: (t) => ({ username: t.string({ required: true, description: "The customer's email." }) }),
});

const CoachedUserPayload = builder.objectRef<{ email: string }>("CoachedUserPayload").implement({
  fields: (t) => ({ email: t.exposeString("email") }),
});

type CoachLogInResult = { error: string | null; coachedUserPayload: { email: string } | null };
type CoachLogOutResult = { error: string | null; loggedOut: boolean };

const CoachLogInPayload = payloadType<CoachLogInResult>("CoachLogInPayload", {
  fields: (t) => ({
    coachedUserPayload: t.field({
      type: CoachedUserPayload,
      nullable: true,
      resolve: (payload) => payload.coachedUserPayload,
    }),
  }),
});

const CoachLogOutPayload = payloadType<CoachLogOutResult>("CoachLogOutPayload", {
  fields: (t) => ({ loggedOut: t.exposeBoolean("loggedOut") }),
});

builder.mutationField("coachLogIn", (t) =>
  t.withAuth({ signedIn: true }).field({
    ...SETS_SESSION_COOKIES,
    type: CoachLogInPayload,
    description: "Staff only: view the product as the customer with this email (coach mode).",
    args: { coachedUserData: t.arg({ type: CoachedUserInput, required: true }) },
    resolve: (_root, { coachedUserData }, context) =>
      runPayload<CoachLogInResult>(
        async () => {
          const started = await startCoachMode({
            viewer: context.viewer,
            customerEmail: coachedUserData.username,
            ipAddress: context.ipAddress,
            userAgent: context.userAgent,
          });
          await setSessionCookies(context.responseCookies, {
            userId: started.staffUserId,
            sessionId: started.sessionId,
          });
          return { error: null, coachedUserPayload: { email: started.customer.email } };
        },
        ({ error }) => ({ error, coachedUserPayload: null }),
      ),
  }),
);

builder.mutationField("coachLogOutOfCoachedUser", (t) =>
  t.withAuth({ signedIn: true }).field({
    ...SETS_SESSION_COOKIES,
    type: CoachLogOutPayload,
    description: "Leave coach mode and return to the staff member's own session.",
    resolve: (_root, _args, context) =>
      runPayload<CoachLogOutResult>(
        async () => {
          const exited = await exitCoachMode({
            viewer: context.viewer,
            ipAddress: context.ipAddress,
            userAgent: context.userAgent,
          });
          await setSessionCookies(context.responseCookies, {
            userId: exited.staffUserId,
            sessionId: exited.sessionId,
          });
          return { error: null, loggedOut: true };
        },
        ({ error }) => ({ error, loggedOut: false }),
      ),
  }),
);
