"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import type { useToast } from "@/components/ui/toast";

const FAILED = "Something went wrong. Please try again.";

/**
 * What a CurrentPasswordStep's `onSubmit` answers for a refused mutation: the field's message when the password was
 * the problem (shown under it), otherwise a toast and null.
 */
export function passwordStepRefusal(
  answer: { error?: string | null; errorField?: string | null } | undefined,
  toast: ReturnType<typeof useToast>["toast"],
): string | null {
  if (answer?.errorField === "currentPassword") return answer.error ?? FAILED;
  toast({ message: answer?.error ?? FAILED, theme: "error" });
  return null;
}

/**
 * 'Confirm it's you': the current password before a change to how the member signs in. `onSubmit` answers with the
 * field's error (shown under it), or null when the next step took over.
 */
export function CurrentPasswordStep({
  submitLabel,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  onSubmit: (currentPassword: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setError("Please enter your current password.");
      return;
    }
    setBusy(true);
    const problem = await onSubmit(password);
    setBusy(false);
    setError(problem ?? undefined);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Current password" error={error} required>
        <TextInput
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus
        />
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
