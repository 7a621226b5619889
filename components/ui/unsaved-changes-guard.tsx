"use client";

import { ConfirmDialog } from "./confirm-dialog";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

type UnsavedChangesGuardProps = {
  /** e.g. react-hook-form's `formState.isDirty`; false once the form is saved. */
  isDirty: boolean;
};

/**
 * Drop into a form with unsaved-changes protection: `<UnsavedChangesGuard isDirty={formState.isDirty} />`.
 * Uses the confirm dialog's spec texts. For your own texts or a guarded Cancel button, use the hook directly.
 */
export function UnsavedChangesGuard({ isDirty }: UnsavedChangesGuardProps) {
  const { pendingHref, confirmLeave, cancelLeave } = useUnsavedChangesGuard(isDirty);
  return (
    <ConfirmDialog
      open={pendingHref !== null}
      onOpenChange={(open) => {
        if (!open) cancelLeave();
      }}
      onConfirm={confirmLeave}
    />
  );
}
