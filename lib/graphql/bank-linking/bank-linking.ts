import type { InstitutionItemRecord } from "@/lib/accounts/account-records";
import { createLinkToken } from "@/lib/bank-linking/create-link-token";
import { createPlaidAccounts } from "@/lib/bank-linking/create-plaid-accounts";
import { reconnectInstitutionItem } from "@/lib/bank-linking/reconnect-institution-item";
import { refreshInstitutionItem } from "@/lib/bank-linking/refresh-institution-item";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { InstitutionItemType } from "@/lib/graphql/accounts/financial-account-types";

// Bank linking (001 §4, §7): a link token for the provider's flow, then the flow's public token becomes the
// member's linked accounts. Always the signed-in member's own (the coached customer in coach mode).

type LinkToken = { token: string; expiresAt: Date };
type CreatePlaidAccountsResult = { error: string | null; institutionItem: InstitutionItemRecord | null };
type InstitutionItemResult = { error: string | null; institutionItem: InstitutionItemRecord | null };

const LinkTokenType = builder.objectRef<LinkToken>("LinkToken").implement({
  description: "Opens the account-linking provider's flow once; a token from the built-in sandbox starts with link-local-.",
  fields: (t) => ({
    token: t.exposeString("token"),
    expiration: t.string({ description: "When the token stops working (ISO 8601).", resolve: (link) => link.expiresAt.toISOString() }),
  }),
});

const InstitutionDataInput = builder.inputType("InstitutionDataInput", {
  description: "The institution the link flow connected, as the flow reports it.",
  fields: (t) => ({
    name: t.string({ required: true }),
    institutionId: t.string({ required: true }),
  }),
});

const CreatePlaidAccountsPayload = payloadType<CreatePlaidAccountsResult>("CreatePlaidAccountsPayload", {
  errorDescription:
    "'Accounts already added for this institution.' or 'Error connecting to institution. Please try again later.'",
  fields: (t) => ({
    institutionItem: t.field({ type: InstitutionItemType, nullable: true, resolve: (payload) => payload.institutionItem }),
  }),
});

builder.queryField("linkToken", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: LinkTokenType,
    description:
      "A link token for the provider's flow; withAuth also asks for account and routing numbers. With " +
      "institutionItemId (one of the member's) the flow opens in update mode: Reconnect.",
    args: {
      withAuth: t.arg.boolean({ required: false, defaultValue: false }),
      institutionItemId: t.arg.id({ required: false }),
    },
    resolve: (_root, { withAuth, institutionItemId }, { viewer }) => {
      return createLinkToken({ userId: viewer.userId, withAuth: withAuth ?? false, institutionItemId: institutionItemId ?? null });
    },
  }),
);

builder.mutationField("createPlaidAccounts", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: CreatePlaidAccountsPayload,
    description: "Links the institution the flow connected: its accounts, balances and 90 days of transactions.",
    args: {
      publicToken: t.arg.string({ required: true }),
      institutionData: t.arg({ type: InstitutionDataInput, required: true }),
    },
    resolve: (_root, args, { viewer }) => {
      return runPayload<CreatePlaidAccountsResult>(
        async () => {
          const { institutionItem } = await createPlaidAccounts({ userId: viewer.userId, input: args });
          return { error: null, institutionItem };
        },
        ({ error }) => ({ error, institutionItem: null }),
      );
    },
  }),
);

const InstitutionItemPayload = payloadType<InstitutionItemResult>("InstitutionItemPayload", {
  errorDescription:
    "What is wrong when the sync did not succeed (the item then still shows its problem), 'Institution not found.', " +
    "or, for a refresh within 5 minutes of the last, when it can be tried again.",
  retryAfterSeconds: true,
  fields: (t) => ({
    institutionItem: t.field({ type: InstitutionItemType, nullable: true, resolve: (payload) => payload.institutionItem }),
  }),
});

builder.mutationField("refreshInstitutionItem", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: InstitutionItemPayload,
    description: "'Refresh now': syncs one of the member's linked institutions at once; once per 5 minutes per institution.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer }) =>
      runPayload<InstitutionItemResult>(
        () => refreshInstitutionItem({ userId: viewer.userId, id: String(id) }),
        (fields) => ({ ...fields, institutionItem: null }),
      ),
  }),
);

builder.mutationField("reconnectInstitutionItem", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: InstitutionItemPayload,
    description:
      "The end of Reconnect (the provider's update mode, opened with linkToken(institutionItemId)): the item syncs at " +
      "once, and only that sync's success clears its problem.",
    args: { id: t.arg.id({ required: true }), publicToken: t.arg.string({ required: true }) },
    resolve: (_root, args, { viewer }) =>
      runPayload<InstitutionItemResult>(
        () => reconnectInstitutionItem({ userId: viewer.userId, input: { id: String(args.id), publicToken: args.publicToken } }),
        (fields) => ({ ...fields, institutionItem: null }),
      ),
  }),
);
