"use client";

import { useCallback, useMemo } from "react";
import { useMutation } from "urql";
import { useToast } from "@/components/ui/toast";
import { savedToastText, UNKNOWN_ERROR_MESSAGE } from "@/lib/accounts/account-messages";
import { ACCOUNT_LIST_TYPENAMES, saveMutation, type AccountKind, type SavePayload } from "./account-operations";

/** Shows a server message on the form field it names; false when the form has no such field. */
export type ShowFieldError = (field: string, message: string) => boolean;

/**
 * Creates (no id) or updates (id) one account and tells the outcome (001 §8): '{name} successfully added' /
 * '{name} successfully saved' in a success toast; a server message on the field named by errorField, otherwise in
 * an error toast ('An unknown error occured.' when there is none). Every list of accounts is fetched again.
 */
export function useSaveAccount({ kind, id, onSaved }: { kind: AccountKind; id?: string; onSaved?: () => void }) {
  const { document, field } = useMemo(() => saveMutation(kind, id ? "update" : "create"), [kind, id]);
  const [, execute] = useMutation<Record<string, SavePayload | undefined>>(document);
  const { toast } = useToast();

  return useCallback(
    async (data: Record<string, unknown>, showFieldError: ShowFieldError): Promise<boolean> => {
      const result = await execute({ data: id ? { id, ...data } : data }, { additionalTypenames: ACCOUNT_LIST_TYPENAMES });
      const payload = result.data?.[field];
      const saved = payload?.[kind] as { name: string } | null | undefined;
      if (payload && !payload.error && saved) {
        toast({ message: savedToastText(saved.name, !id), theme: "success" });
        onSaved?.();
        return true;
      }
      const message = payload?.error || UNKNOWN_ERROR_MESSAGE;
      if (!(payload?.errorField && showFieldError(payload.errorField, message))) toast({ message, theme: "error" });
      return false;
    },
    [execute, toast, field, kind, id, onSaved],
  );
}
