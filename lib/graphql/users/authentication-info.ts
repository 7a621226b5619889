import { builder } from "@/lib/graphql/builder";
import { AuthenticationInfoType } from "@/lib/graphql/users/authentication-info-types";
import { getAuthenticationInfo } from "@/lib/users/get-authentication-info";

builder.queryField("authenticationInfo", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: AuthenticationInfoType,
    description: "The signed-in user (spec 000 §3). Signed-out callers get the error 'Please sign in and try again.'",
    resolve: (_root, _args, { viewer }) => {
      return getAuthenticationInfo({ viewer });
    },
  }),
);
