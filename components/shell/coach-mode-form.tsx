"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/text-area";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { openAsNewViewer } from "./open-as-new-viewer";

export type StartCoachMode = (email: string) => Promise<{ error: string | null }>;
/** Asks the member for access (a normal request) or opens it at once (staff emergency), with a reason. */
export type CoachAccessCall = (email: string, reason: string) => Promise<{ error: string | null }>;

type CoachModeFormProps = {
  onStartCoachMode: StartCoachMode;
  onRequestAccess?: CoachAccessCall;
  onEmergencyAccess?: CoachAccessCall;
  /** Called once coach mode has started, e.g. to close the panel holding the form. */
  onStarted?: () => void;
};

const UNABLE = "You were unable to log into ";

/**
 * Staff start Coach Mode by the customer's email (spec 001 §2 Admin menu, §8 Coach mode). On success the product loads
 * afresh as that customer, starting at their overview, with nothing cached from the staff member's own view. Without
 * the member's consent (issue 14 item 7) the same form then asks them for access, or, for staff, opens an emergency
 * access with a written reason that the member is shown.
 */
export function CoachModeForm({ onStartCoachMode, onRequestAccess, onEmergencyAccess, onStarted }: CoachModeFormProps) {
  const { toast } = useToast();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState<"start" | "ask" | "emergency" | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [emergencyReason, setEmergencyReason] = useState("");

  async function start(customer: string): Promise<boolean> {
    let error: string | null;
    try {
      ({ error } = await onStartCoachMode(customer));
    } catch {
      error = "";
    }
    if (error !== null) {
      // The spec's words; the server's reason after them when it gave one in the same words.
      toast({ theme: "error", message: error.startsWith(UNABLE) ? error : `${UNABLE}${customer}` });
      return false;
    }
    // Still pending while the new document loads, so a second click cannot start it twice.
    onStarted?.();
    openAsNewViewer("/health", { theme: "success", message: `You are now viewing ${customer}` });
    return true;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const customer = email.trim();
    if (!customer || pending) return;
    setPending("start");
    if (!(await start(customer))) {
      setPending(null);
      setRefused(customer);
    }
  }

  async function ask(kind: "ask" | "emergency") {
    const call = kind === "ask" ? onRequestAccess : onEmergencyAccess;
    if (!refused || !call || pending) return;
    setPending(kind);
    let error: string | null;
    try {
      ({ error } = await call(refused, kind === "ask" ? reason : emergencyReason));
    } catch {
      error = "Something went wrong. Please try again.";
    }
    if (error !== null) {
      setPending(null);
      toast({ theme: "error", message: error });
      return;
    }
    if (kind === "ask") {
      setPending(null);
      setReason("");
      toast({ theme: "success", message: `Request sent to ${refused}. Start Coach Mode once they approve.` });
      return;
    }
    if (!(await start(refused))) setPending(null);
  }

  return (
    <div className="space-y-3">
      <form onSubmit={onSubmit} className="flex items-end gap-2" noValidate>
        <FormField label="Coach Mode" hint="Customer email" className="min-w-0 flex-1">
          <TextInput
            type="email"
            name="coachEmail"
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setRefused(null);
            }}
          />
        </FormField>
        <Button type="submit" loading={pending === "start"}>
          Start
        </Button>
      </form>
      {refused && onRequestAccess ? (
        <div className="space-y-3 rounded-md border border-border p-3" aria-label="Coach access" role="group">
          <p className="text-sm text-ink">
            {refused} has not given you access. Ask them: they can approve in the product or from an email, for 60
            minutes.
          </p>
          <FormField label="Reason (the member sees it)" hint="At least 10 characters">
            <TextArea rows={2} name="coachAccessReason" value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <Button variant="secondary" loading={pending === "ask"} disabled={pending !== null} onClick={() => void ask("ask")}>
            Ask for access
          </Button>
          {onEmergencyAccess ? (
            <details className="text-sm">
              <summary className="cursor-pointer py-2 font-medium text-ink">Emergency access without asking</summary>
              <div className="space-y-3 pt-2">
                <FormField
                  label="Emergency reason"
                  hint="At least 40 characters. Audited, emailed to the member and shown to them. View only, 60 minutes."
                >
                  <TextArea
                    rows={3}
                    name="emergencyReason"
                    value={emergencyReason}
                    onChange={(event) => setEmergencyReason(event.target.value)}
                  />
                </FormField>
                <Button
                  variant="danger"
                  loading={pending === "emergency"}
                  disabled={pending !== null}
                  onClick={() => void ask("emergency")}
                >
                  Open now (emergency)
                </Button>
              </div>
            </details>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
