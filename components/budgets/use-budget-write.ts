"use client";

import { useCallback } from "react";
import { useMutation, type AnyVariables, type TypedDocumentNode } from "urql";
import { useToast } from "@/components/ui/toast";
import { UNKNOWN_ERROR_MESSAGE } from "@/lib/accounts/account-messages";
import { BUDGET_TYPENAMES } from "./budget-operations";

type Payload = { error?: string | null; errorField?: string | null } | null | undefined;

/**
 * Runs one budget write: on success a success toast (when given a message) and every budget query refetched; on a
 * refusal the server's message, returned so a form can show it on its field, and an error toast otherwise.
 */
export function useBudgetWrite<Data extends Record<string, Payload>, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  field: keyof Data,
) {
  const [{ fetching }, execute] = useMutation(document);
  const { toast } = useToast();
  const run = useCallback(
    async (
      variables: Variables,
      { success, toastErrors = true }: { success?: string; toastErrors?: boolean } = {},
    ): Promise<{ ok: true; data: NonNullable<Data[keyof Data]> } | { ok: false; error: string; errorField: string | null }> => {
      const result = await execute(variables, { additionalTypenames: BUDGET_TYPENAMES });
      const payload = result.data?.[field];
      if (payload && !payload.error) {
        if (success) toast({ message: success, theme: "success" });
        return { ok: true, data: payload };
      }
      const error = payload?.error || UNKNOWN_ERROR_MESSAGE;
      if (toastErrors) toast({ message: error, theme: "error" });
      return { ok: false, error, errorField: payload?.errorField ?? null };
    },
    [execute, field, toast],
  );
  const notify = useCallback((message: string) => toast({ message, theme: "success" }), [toast]);
  return { run, fetching, toast: notify };
}
