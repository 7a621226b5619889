"use client";

import { useCallback, useState, type ReactNode } from "react";
import { useClient } from "urql";
import { useToast } from "@/components/ui/toast";
import { graphql } from "@/lib/graphql/client/graphql";
import { LINK_ERROR_MESSAGE, linkErrorMessage, linkSuccessMessage } from "@/lib/bank-linking/link-messages";
import { SANDBOX_LINK_TOKEN_PREFIX } from "@/lib/integrations/bank-linking/sandbox-link-token";
import type { LinkSuccess } from "./link-success";
import { openPlaidLink } from "./load-plaid-link";
import { forgetPendingLink, rememberPendingLink, type LinkOutcome } from "./pending-link";
import { LazySandboxLinkDialog as SandboxLinkDialog } from "./lazy-sandbox-link-dialog";
import { useLinkOutcomeToast } from "./use-link-outcome-toast";

export const LINK_TOKEN_QUERY = graphql(`query LinkToken($withAuth: Boolean) { linkToken(withAuth: $withAuth) { token } }`);
export const CREATE_PLAID_ACCOUNTS = graphql(`mutation CreatePlaidAccounts($publicToken: String!, $institutionData: InstitutionDataInput!) {
  createPlaidAccounts(publicToken: $publicToken, institutionData: $institutionData) { error institutionItem { id name } }
}`);

/** Lists that show linked accounts: a successful link makes urql fetch every query that returned these again. */
const LINKED_TYPENAMES = ["Asset", "CreditCard", "Loan", "InstitutionItem", "FinancialAccounts"];

/** The end of every link flow: the public token goes to createPlaidAccounts; the answer is what to tell (001 §8). */
export function useCompleteLink(): (success: LinkSuccess) => Promise<LinkOutcome> {
  const client = useClient();
  return useCallback(
    async ({ publicToken, institution }: LinkSuccess) => {
      const result = await client
        .mutation(CREATE_PLAID_ACCOUNTS, { publicToken, institutionData: institution }, { additionalTypenames: LINKED_TYPENAMES })
        .toPromise();
      const payload = result.data?.createPlaidAccounts;
      if (!payload || payload.error) {
        return { message: linkErrorMessage(payload?.error ?? "", institution.name), theme: "error" };
      }
      return { message: linkSuccessMessage(payload.institutionItem?.name ?? institution.name), theme: "success" };
    },
    [client],
  );
}

/**
 * Bank linking from the browser (001 §4): a link token, then the provider's Link (its script is loaded only now)
 * or, for a sandbox token, the built-in sandbox dialog; the public token is sent to createPlaidAccounts and the
 * outcome told in a toast. A flow that left for an OAuth bank ends on /plaid-oauth, which comes back here with its
 * outcome to tell. Render `dialog` somewhere in the tree.
 */
export function useBankLink({ withAuth = false, onLinked }: { withAuth?: boolean; onLinked?: () => void } = {}): {
  open: () => Promise<void>;
  busy: boolean;
  dialog: ReactNode;
} {
  const client = useClient();
  const { toast } = useToast();
  const completeLink = useCompleteLink();
  const [busy, setBusy] = useState(false);
  const [sandboxToken, setSandboxToken] = useState<string | null>(null);

  useLinkOutcomeToast();

  const finish = useCallback(
    async (success: LinkSuccess) => {
      forgetPendingLink();
      setSandboxToken(null);
      setBusy(true);
      const outcome = await completeLink(success);
      setBusy(false);
      toast(outcome);
      if (outcome.theme === "success") onLinked?.();
    },
    [completeLink, toast, onLinked],
  );

  const exit = useCallback(() => {
    forgetPendingLink();
    setSandboxToken(null);
    setBusy(false);
  }, []);

  const open = useCallback(async () => {
    setBusy(true);
    const result = await client
      // Every link token is new: never from a cache, and by POST so no HTTP cache keeps one either.
      .query(LINK_TOKEN_QUERY, { withAuth }, { requestPolicy: "network-only", preferGetMethod: false })
      .toPromise();
    const token = result.data?.linkToken?.token;
    if (!token) {
      setBusy(false);
      toast({ message: LINK_ERROR_MESSAGE, theme: "error" });
      return;
    }
    rememberPendingLink({ linkToken: token, returnTo: `${window.location.pathname}${window.location.search}` });
    if (token.startsWith(SANDBOX_LINK_TOKEN_PREFIX)) {
      setBusy(false);
      setSandboxToken(token);
      return;
    }
    try {
      await openPlaidLink({ token, onSuccess: (success) => void finish(success), onExit: exit });
    } catch {
      exit();
      toast({ message: LINK_ERROR_MESSAGE, theme: "error" });
    }
  }, [client, exit, finish, toast, withAuth]);

  const dialog = sandboxToken ? (
    <SandboxLinkDialog linkToken={sandboxToken} onSuccess={(success) => void finish(success)} onExit={exit} />
  ) : null;

  return { open, busy, dialog };
}
