// Removing an account or a linked bank from /accounts: what there is to remove, the confirmation's words (what
// happens to the history and the transactions; docs/decisions.md, "First-half fixes") and the mutations.
import { graphql, type TadaDocumentNode } from "@/lib/graphql/client/graphql";

export type BalanceKind = "asset" | "creditCard" | "loan";

export type RemovalTarget =
  | { kind: "institution"; id: string; name: string; accountNames: string[] }
  | {
      kind: BalanceKind;
      id: string;
      name: string;
      /** The linked bank, and whether this is its last account here (then the bank is unlinked too). */
      institution: { name: string; isLast: boolean } | null;
    }
  | { kind: "income" | "creditScore"; id: string; name: string };

export type RemovalKind = RemovalTarget["kind"];

/** What happens to the history: earlier days stay as recorded, today's point is recorded without the account(s). */
const history = (plural: boolean) =>
  `Your net worth history up to yesterday stays as it was; from today ${plural ? "they no longer count" : "it no longer counts"} in your totals.`;

function listOf(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The confirmation's title and text: plainly what is deleted, what stays, and how to undo it where one can. */
export function removalDialogText(target: RemovalTarget): { title: string; text: string } {
  const title = `Remove ${target.name}?`;
  switch (target.kind) {
    case "institution": {
      const count = target.accountNames.length;
      const accounts = `${count === 1 ? "its account" : `its ${count} accounts`} (${listOf(target.accountNames)})`;
      return {
        title,
        text:
          `${target.name} will be unlinked, and ${accounts} will be deleted with their transactions. ` +
          `${history(count !== 1)} You can link ${target.name} again later.`,
      };
    }
    case "income":
      return { title, text: `${target.name} will be deleted and no longer count towards your financial health score.` };
    case "creditScore":
      return { title, text: `${target.name} will be deleted and your financial health score worked out again without it.` };
    default: {
      const { institution, name } = target;
      if (!institution) return { title, text: `${name} will be deleted. ${history(false)}` };
      if (institution.isLast) {
        return {
          title,
          text:
            `${name} is your last ${institution.name} account, so ${institution.name} will be unlinked too. ` +
            `${name} will be deleted with its transactions. ${history(false)} You can link ${institution.name} again later.`,
        };
      }
      return {
        title,
        text:
          `${name} will be deleted with its transactions. ${history(false)} Your other ${institution.name} accounts stay ` +
          `linked; to get ${name} back, remove ${institution.name} and link it again.`,
      };
    }
  }
}

/** What the removal dialog reads from every removal's answer. */
export type RemovePayload = { error: string | null; didDelete: boolean };

/** A removal mutation and the field it answers under; the type checks that the answer is a RemovePayload. */
function removeMutation<const Field extends string, Document extends TadaDocumentNode<Record<Field, RemovePayload>, never>>(
  field: Field,
  document: Document,
) {
  return { field, document };
}

export const REMOVE_MUTATIONS = {
  institution: removeMutation(
    "deleteInstitutionItem",
    graphql(`mutation DeleteInstitutionItem($id: ID!) { deleteInstitutionItem(id: $id) { error didDelete } }`),
  ),
  asset: removeMutation("deleteAsset", graphql(`mutation DeleteAsset($id: ID!) { deleteAsset(id: $id) { error didDelete } }`)),
  creditCard: removeMutation(
    "deleteCreditCard",
    graphql(`mutation DeleteCreditCard($id: ID!) { deleteCreditCard(id: $id) { error didDelete } }`),
  ),
  loan: removeMutation("deleteLoan", graphql(`mutation DeleteLoan($id: ID!) { deleteLoan(id: $id) { error didDelete } }`)),
  income: removeMutation("deleteIncome", graphql(`mutation DeleteIncome($id: ID!) { deleteIncome(id: $id) { error didDelete } }`)),
  creditScore: removeMutation(
    "deleteCreditScore",
    graphql(`mutation DeleteCreditScore($id: ID!) { deleteCreditScore(id: $id) { error didDelete } }`),
  ),
} satisfies Record<RemovalKind, unknown>;
