"use client";

import { useCallback, useState, type ReactNode } from "react";
import { useClient } from "urql";
import { openPlaidLink } from "@/components/bank-linking/load-plaid-link";
import type { LinkSuccess } from "@/components/bank-linking/link-success";
import { LazySandboxLinkDialog as SandboxLinkDialog } from "@/components/bank-linking/lazy-sandbox-link-dialog";
import { useToast } from "@/components/ui/toast";
import { LINK_ERROR_MESSAGE } from "@/lib/bank-linking/link-messages";
import { graphql } from "@/lib/graphql/client/graphql";
import { SANDBOX_LINK_TOKEN_PREFIX } from "@/lib/integrations/bank-linking/sandbox-link-token";
import { INSTITUTION_ITEM_FIELDS } from "./account-operations";

const REFRESH_INSTITUTION_ITEM = graphql(
  `mutation RefreshInstitutionItem($id: ID!) {
  refreshInstitutionItem(id: $id) { error retryAfterSeconds institutionItem { ...InstitutionItemFields } }
}`,
  [INSTITUTION_ITEM_FIELDS],
);
const UPDATE_LINK_TOKEN = graphql(`query UpdateLinkToken($institutionItemId: ID!) { linkToken(institutionItemId: $institutionItemId) { token } }`);
const RECONNECT_INSTITUTION_ITEM = graphql(
  `mutation ReconnectInstitutionItem($id: ID!, $publicToken: String!) {
  reconnectInstitutionItem(id: $id, publicToken: $publicToken) { error institutionItem { ...InstitutionItemFields } }
}`,
  [INSTITUTION_ITEM_FIELDS],
);

/** Lists that show a linked bank's state are fetched again after a refresh or reconnect. */
const CHANGED = { additionalTypenames: ["InstitutionItem", "FinancialAccounts", "Asset", "CreditCard", "Loan"] };

export type ConnectionBank = { id: string; name: string; institutionId: string };
export type ConnectionBusy = { id: string; action: "refresh" | "reconnect" } | null;

/**
 * 'Refresh now' and 'Reconnect' for a linked bank. Reconnect opens the provider's update mode (the sandbox's dialog
 * for a sandbox token) and hands its token to reconnectInstitutionItem, which syncs at once; the outcome is told in
 * a toast either way. Render `dialog` somewhere in the tree.
 */
export function useConnectionActions({ onChanged }: { onChanged: () => void }): {
  refresh: (bank: ConnectionBank) => Promise<void>;
  reconnect: (bank: ConnectionBank) => Promise<void>;
  busy: ConnectionBusy;
  dialog: ReactNode;
} {
  const client = useClient();
  const { toast } = useToast();
  const [busy, setBusy] = useState<ConnectionBusy>(null);
  const [sandbox, setSandbox] = useState<{ token: string; bank: ConnectionBank } | null>(null);

  const refresh = useCallback(
    async (bank: ConnectionBank) => {
      setBusy({ id: bank.id, action: "refresh" });
      const result = await client.mutation(REFRESH_INSTITUTION_ITEM, { id: bank.id }, CHANGED).toPromise();
      setBusy(null);
      const payload = result.data?.refreshInstitutionItem;
      if (!payload) toast({ message: `We couldn't refresh ${bank.name}. Please try again later.`, theme: "error" });
      else if (payload.error) toast({ message: payload.error, theme: "error" });
      else toast({ message: `${bank.name} is up to date.`, theme: "success" });
      onChanged();
    },
    [client, toast, onChanged],
  );

  const finish = useCallback(
    async (bank: ConnectionBank, { publicToken }: LinkSuccess) => {
      setSandbox(null);
      setBusy({ id: bank.id, action: "reconnect" });
      const result = await client.mutation(RECONNECT_INSTITUTION_ITEM, { id: bank.id, publicToken }, CHANGED).toPromise();
      setBusy(null);
      const payload = result.data?.reconnectInstitutionItem;
      if (!payload) toast({ message: LINK_ERROR_MESSAGE, theme: "error" });
      else if (payload.error) toast({ message: payload.error, theme: "error" });
      else toast({ message: `${bank.name} is reconnected and up to date.`, theme: "success" });
      onChanged();
    },
    [client, toast, onChanged],
  );

  const reconnect = useCallback(
    async (bank: ConnectionBank) => {
      setBusy({ id: bank.id, action: "reconnect" });
      const result = await client
        .query(UPDATE_LINK_TOKEN, { institutionItemId: bank.id }, { requestPolicy: "network-only", preferGetMethod: false })
        .toPromise();
      const token = result.data?.linkToken?.token;
      if (!token) {
        setBusy(null);
        toast({ message: LINK_ERROR_MESSAGE, theme: "error" });
        return;
      }
      if (token.startsWith(SANDBOX_LINK_TOKEN_PREFIX)) {
        setBusy(null);
        setSandbox({ token, bank });
        return;
      }
      try {
        await openPlaidLink({ token, onSuccess: (success) => void finish(bank, success), onExit: () => setBusy(null) });
      } catch {
        setBusy(null);
        toast({ message: LINK_ERROR_MESSAGE, theme: "error" });
      }
    },
    [client, finish, toast],
  );

  const dialog = sandbox ? (
    <SandboxLinkDialog
      linkToken={sandbox.token}
      update={{ institutionId: sandbox.bank.institutionId, name: sandbox.bank.name }}
      onSuccess={(success) => void finish(sandbox.bank, success)}
      onExit={() => setSandbox(null)}
    />
  ) : null;

  return { refresh, reconnect, busy, dialog };
}
