import { createManualTransaction } from "@/lib/manual-transactions/create-manual-transaction";
import { deleteManualTransaction } from "@/lib/manual-transactions/delete-manual-transaction";
import { listManualTransactions } from "@/lib/manual-transactions/list-manual-transactions";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { TransactionObjectType } from "@/lib/graphql/transactions/transaction-types";
import type { TransactionRecord } from "@/lib/transactions/transaction-records";

// Transactions the member enters by hand on their manual accounts (an asset, card or loan they added themselves).
// Always the signed-in member's own (the coached customer in coach mode), as the account operations. They are
// transactions like any other, so they are answered as the Transaction type /transactions reads.

type CreateResult = { error: string | null; errorField?: string | null; transaction: TransactionRecord | null };
type DeleteResult = { error: string | null; didDelete: boolean };

const ManualTransactionInput = builder.inputType("ManualTransactionInput", {
  fields: (t) => ({
    accountId: t.id({ required: false }),
    date: t.string({ required: false, description: "YYYY-MM-DD, not in the future." }),
    name: t.string({ required: false }),
    amount: t.field({ type: "Decimal", required: false, description: "Positive is money out, negative money in; not 0." }),
    budgetCategoryId: t.id({ required: false }),
    notes: t.string({ required: false }),
  }),
});

const CreateManualTransactionPayload = payloadType<CreateResult>("CreateManualTransactionPayload", {
  errorField: "accountId, date, name, amount, budgetCategoryId or notes.",
  fields: (t) => ({
    transaction: t.field({ type: TransactionObjectType, nullable: true, resolve: (payload) => payload.transaction }),
  }),
});

const DeleteManualTransactionPayload = payloadType<DeleteResult>("DeleteManualTransactionPayload", {
  errorDescription: "'Transaction not found.' for a missing, synced or another member's transaction.",
  fields: (t) => ({ didDelete: t.exposeBoolean("didDelete") }),
});

builder.queryField("manualTransactions", (t) =>
  t.withAuth({ can: "own-data:read" }).field({
    type: [TransactionObjectType],
    description: "The latest 20 transactions entered by hand on one of the member's manual accounts, newest first.",
    args: { accountId: t.arg.id({ required: true }) },
    resolve: (_root, { accountId }, { viewer }) => listManualTransactions({ userId: viewer.userId, accountId: String(accountId) }),
  }),
);

builder.mutationField("createManualTransaction", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: CreateManualTransactionPayload,
    description: "Adds a transaction to one of the member's manual accounts.",
    args: { input: t.arg({ type: ManualTransactionInput, required: true }) },
    resolve: (_root, { input }, { viewer }) =>
      runPayload<CreateResult>(
        async () => ({ error: null, ...(await createManualTransaction({ userId: viewer.userId, input })) }),
        (fields) => ({ ...fields, transaction: null }),
      ),
  }),
);

builder.mutationField("deleteManualTransaction", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: DeleteManualTransactionPayload,
    description: "Deletes a transaction the member entered by hand.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { viewer }) =>
      runPayload<DeleteResult>(
        async () => {
          await deleteManualTransaction({ userId: viewer.userId, id: String(id) });
          return { error: null, didDelete: true };
        },
        (fields) => ({ ...fields, didDelete: false }),
      ),
  }),
);
