"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { TextInput } from "@/components/ui/text-input";
import {
  SANDBOX_INSTITUTIONS,
  SANDBOX_PASSWORD,
  SANDBOX_SYNC_FAILS_USERNAME,
  SANDBOX_USERNAME,
} from "@/lib/integrations/bank-linking/sandbox-institutions";

export type LinkSuccess = { publicToken: string; institution: { name: string; institutionId: string } };

type Institution = { institutionId: string; name: string };
type SandboxAccount = { accountKey: string; name: string; mask: string; subtype: string };

type Step =
  | { name: "institution" }
  | { name: "credentials"; institution: Institution }
  | { name: "accounts"; institution: Institution; accounts: SandboxAccount[]; credentials: Credentials }
  | { name: "connecting"; institution: Institution };

type Credentials = { username: string; password: string };

export const SANDBOX_ROUTE = "/api/bank-linking/sandbox";

/**
 * The built-in sandbox's link flow, shaped like the provider's: choose a bank, sign in with the test credentials,
 * choose accounts. It ends with a public token, exactly as the provider's flow would, or with onExit.
 */
export function SandboxLinkDialog({
  linkToken,
  onSuccess,
  onExit,
}: {
  linkToken: string;
  onSuccess: (result: LinkSuccess) => void;
  onExit: () => void;
}) {
  const [step, setStep] = useState<Step>({ name: "institution" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function post<T>(body: object): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(SANDBOX_ROUTE, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ linkToken, ...body }),
      });
      const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
      if (!response.ok) {
        setError(answer.error ?? "Something went wrong. Please try again.");
        return undefined;
      }
      return answer;
    } catch {
      setError("Something went wrong. Please try again.");
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function signIn(institution: Institution, credentials: Credentials) {
    const answer = await post<{ accounts: SandboxAccount[] }>({ institutionId: institution.institutionId, ...credentials });
    if (answer) setStep({ name: "accounts", institution, accounts: answer.accounts, credentials });
  }

  async function finish(chosen: Extract<Step, { name: "accounts" }>, accountKeys: string[]) {
    const { institution, credentials } = chosen;
    setStep({ name: "connecting", institution });
    const answer = await post<{ publicToken: string }>({ institutionId: institution.institutionId, ...credentials, accountKeys });
    if (answer) onSuccess({ publicToken: answer.publicToken, institution: { name: institution.name, institutionId: institution.institutionId } });
    else setStep(chosen);
  }

  const titles = {
    institution: "Select your bank",
    credentials: "Enter your credentials",
    accounts: "Select accounts",
    connecting: "Connecting",
  } as const;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onExit()}
      title={titles[step.name]}
      description={
        step.name === "institution"
          ? "Sandbox: no real bank is contacted. Choose any institution."
          : "institution" in step
            ? step.institution.name
            : undefined
      }
      dismissible={step.name !== "connecting"}
    >
      {step.name === "institution" && (
        <ul className="flex flex-col gap-2">
          {SANDBOX_INSTITUTIONS.map((institution) => (
            <li key={institution.institutionId}>
              <Button
                variant="secondary"
                fullWidth
                onClick={() => {
                  setError(null);
                  setStep({ name: "credentials", institution });
                }}
              >
                {institution.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {step.name === "credentials" && (
        <CredentialsForm
          busy={busy}
          error={error}
          onBack={() => setStep({ name: "institution" })}
          onSubmit={(credentials) => void signIn(step.institution, credentials)}
        />
      )}
      {step.name === "accounts" && (
        <AccountsForm
          accounts={step.accounts}
          busy={busy}
          error={error}
          onSubmit={(keys) => void finish(step, keys)}
        />
      )}
      {step.name === "connecting" && (
        <div className="flex justify-center py-6">
          <Spinner label="Connecting" size="lg" className="text-brand-700" />
        </div>
      )}
    </Dialog>
  );
}

function CredentialsForm({
  busy,
  error,
  onBack,
  onSubmit,
}: {
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onSubmit: (credentials: Credentials) => void;
}) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ username: username.trim(), password });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-muted">
        Test sign-in: <code>{SANDBOX_USERNAME}</code> / <code>{SANDBOX_PASSWORD}</code>. Use{" "}
        <code>{SANDBOX_SYNC_FAILS_USERNAME}</code> for an account whose later updates fail.
      </p>
      <FormField label="Username">
        <TextInput autoComplete="off" value={username} onChange={(event) => setUsername(event.target.value)} />
      </FormField>
      <FormField label="Password">
        <TextInput type="password" autoComplete="off" value={password} onChange={(event) => setPassword(event.target.value)} />
      </FormField>
      {error && (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" loading={busy}>
          Submit
        </Button>
      </div>
    </form>
  );
}

function AccountsForm({
  accounts,
  busy,
  error,
  onSubmit,
}: {
  accounts: SandboxAccount[];
  busy: boolean;
  error: string | null;
  onSubmit: (accountKeys: string[]) => void;
}) {
  const [chosen, setChosen] = useState(() => new Set(accounts.map((account) => account.accountKey)));
  const toggle = (key: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(accounts.map((account) => account.accountKey).filter((key) => chosen.has(key)));
      }}
    >
      <fieldset className="flex flex-col">
        <legend className="mb-2 text-sm text-muted">Choose the accounts to share with Mariner.</legend>
        {accounts.map((account) => (
          <Checkbox
            key={account.accountKey}
            label={`${account.name} •••• ${account.mask}`}
            checked={chosen.has(account.accountKey)}
            onChange={(event) => toggle(account.accountKey, event.target.checked)}
          />
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={busy} disabled={chosen.size === 0}>
          Continue
        </Button>
      </div>
    </form>
  );
}
