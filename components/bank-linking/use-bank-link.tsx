"use client";

import { useCallback, useState, type ReactNode } from "react";
import { useClient } from "urql";
import { useToast } from "@/components/ui/toast";
import { LINK_ERROR_MESSAGE, linkErrorMessage, linkSuccessMessage } from "@/lib/bank-linking/link-messages";
import { SANDBOX_LINK_TOKEN_PREFIX } from "@/lib/integrations/bank-linking/sandbox-institutions";
import { loadPlaidLink } from "./load-plaid-link";
import { SandboxLinkDialog, type LinkSuccess } from "./sandbox-link-dialog";

export const LINK_TOKEN_QUERY = "query LinkToken($withAuth: Boolean) { linkToken(withAuth: $withAuth) { token } }";
export const CREATE_PLAID_ACCOUNTS = `mutation CreatePlaidAccounts($publicToken: String!, $institutionData: InstitutionDataInput!) {
  createPlaidAccounts(publicToken: $publicToken, institutionData: $institutionData) { error institutionItem { id name } }
}`;

type CreateResult = { createPlaidAccounts: { error: string | null; institutionItem: { id: string; name: string } | null } };

/** Lists that show linked accounts: a successful link makes urql fetch every query that returned these again. */
const LINKED_TYPENAMES = ["Asset", "CreditCard", "Loan", "InstitutionItem", "FinancialAccounts"];

/**
 * Bank linking from the browser (001 §4): a link token, then the provider's Link (its script is loaded only now)
 * or, for a sandbox token, the built-in sandbox dialog; the public token is sent to createPlaidAccounts and the
 * outcome told in a toast. Render `dialog` somewhere in the tree.
 */
export function useBankLink({ withAuth = false, onLinked }: { withAuth?: boolean; onLinked?: () => void } = {}): {
  open: () => Promise<void>;
  busy: boolean;
  dialog: ReactNode;
} {
  const client = useClient();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [sandboxToken, setSandboxToken] = useState<string | null>(null);

  const finish = useCallback(
    async ({ publicToken, institution }: LinkSuccess) => {
      setSandboxToken(null);
      setBusy(true);
      const result = await client
        .mutation<CreateResult>(
          CREATE_PLAID_ACCOUNTS,
          { publicToken, institutionData: institution },
          { additionalTypenames: LINKED_TYPENAMES },
        )
        .toPromise();
      setBusy(false);
      const payload = result.data?.createPlaidAccounts;
      if (!payload || payload.error) {
        toast({ message: linkErrorMessage(payload?.error ?? "", institution.name), theme: "error" });
        return;
      }
      toast({ message: linkSuccessMessage(payload.institutionItem?.name ?? institution.name), theme: "success" });
      onLinked?.();
    },
    [client, toast, onLinked],
  );

  const open = useCallback(async () => {
    setBusy(true);
    const result = await client
      // Every link token is new: never from a cache, and by POST so no HTTP cache keeps one either.
      .query<{ linkToken: { token: string } | null }>(LINK_TOKEN_QUERY, { withAuth }, { requestPolicy: "network-only", preferGetMethod: false })
      .toPromise();
    const token = result.data?.linkToken?.token;
    if (!token) {
      setBusy(false);
      toast({ message: LINK_ERROR_MESSAGE, theme: "error" });
      return;
    }
    if (token.startsWith(SANDBOX_LINK_TOKEN_PREFIX)) {
      setBusy(false);
      setSandboxToken(token);
      return;
    }
    try {
      const plaid = await loadPlaidLink();
      const handler = plaid.create({
        token,
        onSuccess: (publicToken, metadata) => {
          handler.destroy();
          void finish({
            publicToken,
            institution: { name: metadata.institution?.name ?? "", institutionId: metadata.institution?.institution_id ?? "" },
          });
        },
        onExit: () => {
          handler.destroy();
          setBusy(false);
        },
      });
      handler.open();
    } catch {
      setBusy(false);
      toast({ message: LINK_ERROR_MESSAGE, theme: "error" });
    }
  }, [client, finish, toast, withAuth]);

  const dialog = sandboxToken ? (
    <SandboxLinkDialog linkToken={sandboxToken} onSuccess={(result) => void finish(result)} onExit={() => setSandboxToken(null)} />
  ) : null;

  return { open, busy, dialog };
}
