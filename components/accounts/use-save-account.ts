"use client";

import { useCallback } from "react";
import { useMutation } from "urql";
import { useToast } from "@/components/ui/toast";
import { savedToastText, UNKNOWN_ERROR_MESSAGE } from "@/lib/accounts/account-messages";
import {
  ACCOUNT_LIST_TYPENAMES,
  SAVE_MUTATIONS,
  type AccountKind,
  type SaveInput,
  type SavePayload,
} from "./account-operations";

/** Shows a server message on the form field it names; false when the form has no such field. */
export type ShowFieldError = (field: string, message: string) => boolean;

/**
 * Creates (no id) or updates (id) one account and tells the outcome (001 §8): '{name} successfully added' /
 * '{name} successfully saved' in a success toast; a server message on the field named by errorField, otherwise in
 * an error toast ('An unknown error occured.' when there is none). Every list of accounts is fetched again.
 */
export function useSaveAccount<Kind extends AccountKind>({
  kind,
  id,
  onSaved,
}: {
  kind: Kind;
  id?: string;
  onSaved?: () => void;
}) {
  const { document, field } = SAVE_MUTATIONS[kind][id ? "update" : "create"];
  const [, execute] = useMutation<Record<string, SavePayload | undefined>>(document);
  const { toast } = useToast();

  return useCallback(
    async (data: SaveInput<Kind>, showFieldError: ShowFieldError): Promise<boolean> => {
      const result = await execute({ data: id ? { id, ...data } : data }, { additionalTypenames: ACCOUNT_LIST_TYPENAMES });
      const payload = result.data?.[field];
      const saved = payload?.[kind];
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
