"use client";

import type { ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { useBankLink } from "./use-bank-link";

/** Opens the account-linking flow (the provider's, or the built-in sandbox's) and links what the member chooses. */
export function LinkBankButton({
  children = "Link an account",
  withAuth,
  onLinked,
  variant,
  size,
}: {
  children?: ReactNode;
  withAuth?: boolean;
  onLinked?: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const { open, busy, dialog } = useBankLink({ withAuth, onLinked });
  return (
    <>
      <Button variant={variant} size={size} loading={busy} onClick={() => void open()}>
        {children}
      </Button>
      {dialog}
    </>
  );
}
