"use client";

import { useEffect, useEffectEvent, useRef } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/** Spec 001 §9: the user is logged out automatically this long after the modal opens. */
export const SESSION_EXPIRED_LOGOUT_SECONDS = 5;

type SessionExpiredModalProps = {
  open: boolean;
  /** Called once: on 'Log back in', or automatically after 5 seconds. */
  onLogOut: () => void;
  /** Escape or the close button; cancels the automatic log-out. */
  onDismiss: () => void;
};

/** Spec 001 §2 / §4: shown when a call fails with "Please sign in and try again."; logs out after 5 seconds. */
export function SessionExpiredModal({ open, onLogOut, onDismiss }: SessionExpiredModalProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const logOut = useEffectEvent(() => onLogOut());

  const cancelTimer = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  useEffect(() => {
    if (!open) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      logOut();
    }, SESSION_EXPIRED_LOGOUT_SECONDS * 1000);
    return cancelTimer;
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        cancelTimer();
        onDismiss();
      }}
      role="alertdialog"
      size="sm"
      title="Session expired"
      description={`Your session has expired due to inactivity. You will automatically be logged out in ${SESSION_EXPIRED_LOGOUT_SECONDS} seconds. Please log back in to continue.`}
      footer={
        <Button
          onClick={() => {
            cancelTimer();
            onLogOut();
          }}
        >
          Log back in
        </Button>
      }
    />
  );
}
