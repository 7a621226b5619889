"use client";

import { useState } from "react";
import { useMutation } from "urql";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { removedToastText, UNKNOWN_ERROR_MESSAGE } from "@/lib/accounts/account-messages";
import { ACCOUNT_LIST_TYPENAMES } from "./account-operations";
import { removalDialogText, REMOVE_MUTATIONS, type RemovalTarget, type RemovePayload } from "./account-removal";

/** A removal changes the lists, the linked banks, the overview and today's history point: all of them refetch. */
const REMOVAL_TYPENAMES = [...ACCOUNT_LIST_TYPENAMES, "InstitutionItem", "Customer", "HistoryEntry"];

/**
 * The confirmation before removing an account or a linked bank: what is deleted and what stays, Cancel focused, a
 * red Remove. Then '{name} removed', or the server's message (nothing was removed) in an error toast. Either way it
 * closes and `onDone` runs, so the host can refetch and move focus if the row went.
 */
export function RemoveAccountDialog({
  target,
  onClose,
  onDone,
}: {
  target: RemovalTarget | null;
  onClose: () => void;
  onDone: (target: RemovalTarget, removed: boolean) => void;
}) {
  return target ? <ConfirmRemoval key={`${target.kind}:${target.id}`} target={target} onClose={onClose} onDone={onDone} /> : null;
}

function ConfirmRemoval({
  target,
  onClose,
  onDone,
}: {
  target: RemovalTarget;
  onClose: () => void;
  onDone: (target: RemovalTarget, removed: boolean) => void;
}) {
  const { document, field } = REMOVE_MUTATIONS[target.kind];
  const [, remove] = useMutation<Record<string, RemovePayload | undefined>>(document);
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const { title, text } = removalDialogText(target);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const result = await remove({ id: target.id }, { additionalTypenames: REMOVAL_TYPENAMES });
    const payload = result.data?.[field];
    const removed = Boolean(payload?.didDelete);
    toast(
      removed
        ? { message: removedToastText(target.name), theme: "success" }
        : { message: payload?.error || UNKNOWN_ERROR_MESSAGE, theme: "error" },
    );
    onClose();
    onDone(target, removed);
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      onConfirm={() => void confirm()}
      title={title}
      text={text}
      confirmLabel="Remove"
      tone="danger"
      loading={busy}
    />
  );
}
