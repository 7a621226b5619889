"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { openAsNewViewer } from "./open-as-new-viewer";

export type StartCoachMode = (email: string) => Promise<{ error: string | null }>;

type CoachModeFormProps = {
  onStartCoachMode: StartCoachMode;
  /** Called once coach mode has started, e.g. to close the panel holding the form. */
  onStarted?: () => void;
};

/**
 * Staff start Coach Mode by the customer's email (spec 001 §2 Admin menu, §8 Coach mode). On success the product loads
 * afresh as that customer, starting at their overview, with nothing cached from the staff member's own view.
 */
export function CoachModeForm({ onStartCoachMode, onStarted }: CoachModeFormProps) {
  const { toast } = useToast();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const customer = email.trim();
    if (!customer || pending) return;
    setPending(true);
    let failed: boolean;
    try {
      failed = (await onStartCoachMode(customer)).error !== null;
    } catch {
      failed = true;
    }
    if (failed) {
      setPending(false);
      toast({ theme: "error", message: `You were unable to log into ${customer}` });
      return;
    }
    // Still pending while the new document loads, so a second click cannot start it twice.
    onStarted?.();
    openAsNewViewer("/health", { theme: "success", message: `You are now viewing ${customer}` });
  }

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2" noValidate>
      <FormField label="Coach Mode" hint="Customer email" className="min-w-0 flex-1">
        <TextInput
          type="email"
          name="coachEmail"
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <Button type="submit" loading={pending}>
        Start
      </Button>
    </form>
  );
}
