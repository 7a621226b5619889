"use client";

import { useEffect, useEffectEvent, useState, type FormEvent, type ReactNode } from "react";
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
  SANDBOX_DYNAMIC_USERNAME,
  SANDBOX_USERNAME,
} from "@/lib/integrations/bank-linking/sandbox-institutions";
import type { LinkSuccess } from "./link-success";


type Institution = { institutionId: string; name: string; oauth?: boolean };
type SandboxAccount = { accountKey: string; name: string; mask: string; subtype: string };

type Step =
  | { name: "institution" }
  | { name: "credentials"; institution: Institution }
  | { name: "oauth"; institution: Institution }
  | { name: "returning" }
  | { name: "accounts"; institution: Institution; accounts: SandboxAccount[]; proof: Proof }
  | { name: "connecting"; institution: Institution };

type Credentials = { username: string; password: string };
/** How the member signed in: the test credentials, or the state id an OAuth bank sent them back with. */
type Proof = Credentials | { oauthStateId: string };

export const SANDBOX_ROUTE = "/api/bank-linking/sandbox";
export const OAUTH_RETURN_PATH = "/plaid-oauth";

/**
 * The built-in sandbox's link flow, shaped like the provider's: choose a bank, sign in with the test credentials,
 * choose accounts. An OAuth bank instead sends the whole page to its own site and back to /plaid-oauth, where the
 * dialog opens again with `oauthStateId` and goes on to the accounts. It ends with a public token, exactly as the
 * provider's flow would, or with onExit.
 */
export function SandboxLinkDialog({
  linkToken,
  oauthStateId,
  update,
  onSuccess,
  onExit,
}: {
  linkToken: string;
  /** Coming back from an OAuth bank (the oauth_state_id of /plaid-oauth). */
  oauthStateId?: string;
  /**
   * Update mode (Reconnect): the member signs in to this bank again; it ends with the token for
   * reconnectInstitutionItem, and the accounts stay as they are. An OAuth bank's site stands in by going on.
   */
  update?: Institution;
  onSuccess: (result: LinkSuccess) => void;
  onExit: () => void;
}) {
  const updateInstitution = update ? (SANDBOX_INSTITUTIONS.find((bank) => bank.institutionId === update.institutionId) ?? update) : null;
  const [step, setStep] = useState<Step>(
    oauthStateId
      ? { name: "returning" }
      : updateInstitution
        ? updateInstitution.oauth
          ? { name: "oauth", institution: updateInstitution }
          : { name: "credentials", institution: updateInstitution }
        : { name: "institution" },
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function post<T>(body: object): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    const result = await callSandbox<T>(linkToken, body);
    setBusy(false);
    if ("error" in result) setError(result.error);
    return "answer" in result ? result.answer : undefined;
  }

  /** Update mode's end: the sign-in again gives the token that repairs the item. */
  async function signInAgain(institution: Institution, credentials?: Credentials) {
    const answer = await post<{ publicToken: string }>({ update: true, ...credentials });
    if (answer) onSuccess({ publicToken: answer.publicToken, institution: { name: institution.name, institutionId: institution.institutionId } });
  }

  async function signIn(institution: Institution, credentials: Credentials) {
    if (update) return signInAgain(institution, credentials);
    const answer = await post<{ accounts: SandboxAccount[] }>({ institutionId: institution.institutionId, ...credentials });
    if (answer) setStep({ name: "accounts", institution, accounts: answer.accounts, proof: credentials });
  }

  async function leaveForBank(institution: Institution) {
    if (update) return signInAgain(institution);
    const answer = await post<{ oauthStateId: string }>({ institutionId: institution.institutionId, oauth: true });
    if (!answer) return;
    setStep({ name: "connecting", institution });
    // The whole page leaves, as it does for the provider's OAuth banks: the return is a fresh load of /plaid-oauth.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${OAUTH_RETURN_PATH}?oauth_state_id=${encodeURIComponent(answer.oauthStateId)}`);
  }

  // Back from the OAuth bank: the state id is the sign-in; the sandbox says which bank it is for.
  const showReturnedAccounts = useEffectEvent(
    (result: CallResult<{ institution: Institution; accounts: SandboxAccount[] }>, stateId: string) => {
      if ("error" in result) setError(result.error);
      else setStep({ name: "accounts", ...result.answer, proof: { oauthStateId: stateId } });
    },
  );
  useEffect(() => {
    if (!oauthStateId) return;
    void callSandbox<{ institution: Institution; accounts: SandboxAccount[] }>(linkToken, { oauthStateId }).then((result) =>
      showReturnedAccounts(result, oauthStateId),
    );
  }, [linkToken, oauthStateId]);

  async function finish(chosen: Extract<Step, { name: "accounts" }>, accountKeys: string[]) {
    const { institution, proof } = chosen;
    setStep({ name: "connecting", institution });
    const answer = await post<{ publicToken: string }>({ institutionId: institution.institutionId, ...proof, accountKeys });
    if (answer) onSuccess({ publicToken: answer.publicToken, institution: { name: institution.name, institutionId: institution.institutionId } });
    else setStep(chosen);
  }

  // In update mode there is no bank to choose: going back closes.
  const back = () => (update ? onExit() : setStep({ name: "institution" }));
  const titles = {
    institution: "Select your bank",
    credentials: update ? "Sign in again" : "Enter your credentials",
    oauth: "Continue to your bank",
    returning: "Connecting",
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
      dismissible={step.name !== "connecting" && !(step.name === "returning" && !error)}
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
                  setStep(institution.oauth ? { name: "oauth", institution } : { name: "credentials", institution });
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
          onBack={back}
          onSubmit={(credentials) => void signIn(step.institution, credentials)}
        />
      )}
      {step.name === "oauth" && (
        <OAuthHandOff
          institution={step.institution}
          busy={busy}
          error={error}
          onBack={back}
          onContinue={() => void leaveForBank(step.institution)}
        />
      )}
      {step.name === "returning" && (
        <div className="flex flex-col items-center gap-4 py-6">
          {error ? (
            <>
              <StepError error={error} />
              <Button variant="secondary" onClick={onExit}>
                Close
              </Button>
            </>
          ) : (
            <Spinner label="Connecting" size="lg" className="text-brand-700" />
          )}
        </div>
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

type CallResult<T> = { answer: T } | { error: string };

async function callSandbox<T>(linkToken: string, body: object): Promise<CallResult<T>> {
  const failed = { error: "Something went wrong. Please try again." };
  try {
    const response = await fetch(SANDBOX_ROUTE, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ linkToken, ...body }),
    });
    const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
    if (!response.ok) return { error: answer.error ?? failed.error };
    return { answer };
  } catch {
    return failed;
  }
}

function StepError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="text-sm text-danger-700">
      {error}
    </p>
  ) : null;
}

function BackAndNext({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onBack}>
        Back
      </Button>
      {children}
    </div>
  );
}

function OAuthHandOff({
  institution,
  busy,
  error,
  onBack,
  onContinue,
}: {
  institution: Institution;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onContinue: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">
        {institution.name} signs you in on its own website. You will leave Mariner for a moment and come back here to
        choose your accounts.
      </p>
      <p className="text-sm text-muted">Sandbox: no bank site is shown; going on stands in for signing in there.</p>
      <StepError error={error} />
      <BackAndNext onBack={onBack}>
        <Button loading={busy} onClick={onContinue}>
          Continue to {institution.name}
        </Button>
      </BackAndNext>
    </div>
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
        <code>{SANDBOX_SYNC_FAILS_USERNAME}</code> for an account whose later updates fail, or{" "}
        <code>{SANDBOX_DYNAMIC_USERNAME}</code> for one whose new transactions arrive when you refresh it.
      </p>
      <FormField label="Username">
        <TextInput autoComplete="off" value={username} onChange={(event) => setUsername(event.target.value)} />
      </FormField>
      <FormField label="Password">
        <TextInput type="password" autoComplete="off" value={password} onChange={(event) => setPassword(event.target.value)} />
      </FormField>
      <StepError error={error} />
      <BackAndNext onBack={onBack}>
        <Button type="submit" loading={busy}>
          Submit
        </Button>
      </BackAndNext>
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
      <StepError error={error} />
      <div className="flex justify-end">
        <Button type="submit" loading={busy} disabled={chosen.size === 0}>
          Continue
        </Button>
      </div>
    </form>
  );
}
