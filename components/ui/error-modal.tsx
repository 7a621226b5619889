"use client";

import { siteConfig } from "@/lib/site-config";
import { Button } from "./button";
import { Dialog } from "./dialog";

type ErrorModalProps = {
  open: boolean;
  /** When given, the modal can be closed (Escape, ×); without it the only way out is Reload. */
  onOpenChange?: (open: boolean) => void;
  /** Replaces the default reload (window.location.reload()). */
  onReload?: () => void;
};

/** The generic "We apologize" modal (spec 001 §2, §8) for failed loads. */
export function ErrorModal({ open, onOpenChange, onReload }: ErrorModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={Boolean(onOpenChange)}
      role="alertdialog"
      size="sm"
      title="We apologize"
      description={
        <>
          Something went wrong. Please try reloading the page. If the error persists, please contact us at{" "}
          <a href={`mailto:${siteConfig.infoEmail}`} className="font-medium text-brand-700 underline">
            {siteConfig.infoEmail}
          </a>
          .
        </>
      }
      footer={<Button onClick={onReload ?? (() => window.location.reload())}>Reload</Button>}
    />
  );
}
