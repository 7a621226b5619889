import { authorize } from "@/lib/authz/permissions";
import { builder } from "@/lib/graphql/builder";
import { AuthenticationInfoType } from "@/lib/graphql/types/authentication-info";
import { getAuthenticationInfo } from "@/lib/users/get-authentication-info";

builder.queryField("authenticationInfo", (t) =>
  t.field({
    type: AuthenticationInfoType,
    description: "The signed-in user (spec 000 §3). Signed-out callers get the error 'Please sign in and try again.'",
    resolve: (_root, _args, { viewer }) => {
      authorize(viewer, "own-data:read");
      return getAuthenticationInfo({ viewer });
    },
  }),
);
