import { deleteFinancialAccount, type FinancialAccountKind } from "@/lib/accounts/delete-financial-account";
import type { Remover } from "@/lib/accounts/record-removal";
import type { Viewer } from "@/lib/authz/viewer";
import { deleteInstitutionItem } from "@/lib/bank-linking/delete-institution-item";
import { builder } from "@/lib/graphql/builder";
import type { SignedInContext } from "@/lib/graphql/context";
import { payloadType, runPayload, type ErrorFields } from "@/lib/graphql/payload";

// Removing accounts (ours: the spec's §8 names the messages, not the operations; docs/decisions.md): one linked
// institution, or one asset, card, loan, income or credit score, each by id and answering `{ error, didDelete }`.
// Always the signed-in member's own rows (the coached customer in coach mode, with the coach as the audit's actor).

type DeleteResult = ErrorFields & { didDelete: boolean };

const DeletePayload = payloadType<DeleteResult>("DeletePayload", {
  description: "The answer of a removal: `didDelete` true, or the reason in `error` and nothing changed.",
  errorDescription: "The message to show when nothing was removed.",
  fields: (t) => ({ didDelete: t.exposeBoolean("didDelete") }),
});

function remove(
  { viewer, ipAddress }: Pick<SignedInContext, "viewer" | "ipAddress">,
  run: (remover: Remover) => Promise<unknown>,
): Promise<DeleteResult> {
  const remover = removerOf(viewer, ipAddress);
  return runPayload<DeleteResult>(
    async () => {
      await run(remover);
      return { error: null, didDelete: true };
    },
    ({ error }) => ({ error, didDelete: false }),
  );
}

const removerOf = (viewer: Viewer, ipAddress: string | null): Remover => ({
  userId: viewer.userId,
  actorUserId: viewer.actor.id,
  ipAddress,
});

builder.mutationField("deleteInstitutionItem", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: DeletePayload,
    description:
      "Unlinks the institution at the provider, then deletes its accounts and their transactions; the institution " +
      "can be linked again. Net-worth history already recorded stays; today's point is recorded without them.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      remove(context, (remover) => deleteInstitutionItem({ remover, id: String(id) })),
  }),
);

const ACCOUNT_DELETES: { field: string; kind: FinancialAccountKind; description: string }[] = [
  {
    field: "deleteAsset",
    kind: "asset",
    description: "Deletes the asset and its transactions (the last account of a linked institution unlinks it too).",
  },
  {
    field: "deleteCreditCard",
    kind: "creditCard",
    description: "Deletes the card and its transactions (the last account of a linked institution unlinks it too).",
  },
  {
    field: "deleteLoan",
    kind: "loan",
    description: "Deletes the loan and its transactions (the last account of a linked institution unlinks it too).",
  },
  { field: "deleteIncome", kind: "income", description: "Deletes the income." },
  { field: "deleteCreditScore", kind: "creditScore", description: "Deletes the credit score." },
];

for (const { field, kind, description } of ACCOUNT_DELETES) {
  builder.mutationField(field, (t) =>
    t.withAuth({ can: "own-data:write" }).field({
      type: DeletePayload,
      description,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, context) =>
        remove(context, (remover) => deleteFinancialAccount({ kind, id: String(id), remover })),
    }),
  );
}
