import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { can, FORBIDDEN_MESSAGE, type PlanAction, type ViewerAction } from "@/lib/authz/permissions";
import { AppError, AppErrorCode, SIGN_IN_AGAIN_MESSAGE } from "@/lib/errors";
import type { GraphQLContext, SignedInContext } from "@/lib/graphql/context";
import { parseDecimal, serializeDecimal, type DecimalOutput } from "@/lib/graphql/decimal";

// Code-first schema (Pothos). Types are shaped by the spec's operations, not by database tables: domain functions
// return plain objects and the types below expose them. The printed schema is committed as schema.graphql.
//
// Every operation declares who may call it with `authScopes` (checked by the scope-auth plugin before its resolver
// runs; tests/integration/graphql/operation-access.test.ts fails an operation that declares nothing):
//   { public: true }                        anyone, signed in or not
//   { notCoaching: true }                   anyone but a coach acting as a customer
//   { signedIn: true }                      any signed-in caller (the domain function decides the rest)
//   { can: "own-data:write" }               a rule of lib/authz/permissions.ts about the caller alone
//   (_, args) => ({ canOnPlan: { action: "plan:read", planId: args.planId } })   a rule about one employer plan
export type AuthScopes = {
  public: boolean;
  notCoaching: boolean;
  signedIn: boolean;
  can: ViewerAction;
  canOnPlan: { action: PlanAction; planId: string };
};

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  // Resolvers behind these scopes get a non-null viewer in their context's type.
  AuthContexts: { signedIn: SignedInContext; can: SignedInContext; canOnPlan: SignedInContext };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Decimal: { Input: number; Output: DecimalOutput };
  };
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin],
  scopeAuth: {
    authScopes: ({ viewer }) => ({
      public: true,
      notCoaching: !viewer?.isCoachMode,
      signedIn: viewer !== null,
      can: (action) => can(viewer, action),
      canOnPlan: ({ action, planId }) => can(viewer, action, { planId }),
    }),
    // The spec's two refusals: signed out, or signed in without the permission.
    unauthorizedError: (_parent, { viewer }) =>
      viewer
        ? new AppError(AppErrorCode.FORBIDDEN, FORBIDDEN_MESSAGE)
        : new AppError(AppErrorCode.UNAUTHENTICATED, SIGN_IN_AGAIN_MESSAGE),
  },
});

builder.scalarType("DateTime", {
  description: "An ISO-8601 date-time in UTC.",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    if (typeof value !== "string" || Number.isNaN(Date.parse(value))) throw new TypeError("Invalid DateTime");
    return new Date(value);
  },
});

builder.scalarType("Decimal", {
  description:
    "An exact decimal amount (money, rates). Sent as a JSON number whose digits are the stored value's digits " +
    "(at most 15 significant digits); accepted as a number or a decimal string.",
  serialize: (value) => serializeDecimal(value),
  parseValue: (value) => parseDecimal(value),
});

builder.queryType({});
builder.mutationType({});
