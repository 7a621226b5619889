import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

// Small pieces the account lists share.

export const headingIdOf = (title: string) => `accounts-${title.toLowerCase().replace(/\s+/g, "-")}`;

/** A list's heading: focus lands here (tabIndex -1) when one of its rows is removed. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none focus-visible:underline">
      {children}
    </h2>
  );
}

/** A row's Remove button, named after what it removes ('Remove Plaid Checking'). */
export function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Remove ${name}`}
      className="text-danger-700 hover:bg-danger-50 active:bg-danger-50"
      onClick={onClick}
    >
      Remove
    </Button>
  );
}
