import { clearSessionCookies } from "@/lib/auth/clear-session-cookies";
import { logOut } from "@/lib/auth/log-out";
import { builder } from "@/lib/graphql/builder";
import { SETS_SESSION_COOKIES } from "@/lib/graphql/operation-declarations";
import { payloadType } from "@/lib/graphql/payload";

const LogOutPayload = payloadType<{ loggedOut: boolean; error: string | null }>("LogOutPayload", {
  fields: (t) => ({ loggedOut: t.exposeBoolean("loggedOut") }),
});

builder.mutationField("logOut", (t) =>
  t.withAuth({ public: true }).field({
    ...SETS_SESSION_COOKIES,
    type: LogOutPayload,
    description: "Ends the current session on the server and clears the session cookies. Safe to repeat.",
    args: { logOut: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, { viewer, ipAddress, responseCookies }) => {
      if (!args.logOut) return { loggedOut: false, error: null };
      await logOut({ viewer, ipAddress });
      clearSessionCookies(responseCookies);
      return { loggedOut: true, error: null };
    },
  }),
);
