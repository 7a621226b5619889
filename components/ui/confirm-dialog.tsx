"use client";

import { useRef, type ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog stays open: close it with onOpenChange(false) when done (pass `loading` while an action runs). */
  onConfirm: () => void;
  /** Called on Cancel, Escape and the close button (the dialog also closes through onOpenChange). */
  onCancel?: () => void;
  title?: ReactNode;
  text?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** "danger" paints the confirm button red for destructive actions. */
  tone?: "primary" | "danger";
  /** Busy state of the confirm button while its action runs. */
  loading?: boolean;
};

/**
 * "Are you sure?" (spec 000 §2.9). Defaults are the spec's texts; the onboarding exit dialog passes its own.
 * Cancel, the safe choice, has focus when it opens.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  onCancel,
  title = "Are you sure you want to continue?",
  text = "All unsaved changes will be lost.",
  confirmLabel = "Yes, I'm sure",
  cancelLabel = "Cancel",
  tone = "primary",
  loading = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    onCancel?.();
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}
      role="alertdialog"
      size="sm"
      title={title}
      description={text}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={cancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone === "danger" ? "danger" : "primary"} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
