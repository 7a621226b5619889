"use client";

import { useRef, useState } from "react";
import { useClient } from "urql";
import { Button } from "@/components/ui/button";
import { CodeInput, type CodeInputHandle } from "@/components/ui/code-input";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import {
  CONFIRM_AUTHENTICATOR_SETUP,
  REGENERATE_RECOVERY_CODES,
  REMOVE_AUTHENTICATOR_APP,
  START_AUTHENTICATOR_SETUP,
} from "./account-settings-operations";
import { CurrentPasswordStep, passwordStepRefusal } from "./current-password-step";
import { RecoveryCodesList } from "./recovery-codes-list";

const FAILED = "Something went wrong. Please try again.";

type Flow = null | "set-up" | "remove" | "new-codes";
type SetupStep =
  | { kind: "password" }
  | { kind: "scan"; secret: string; qrCodeSvg: string }
  | { kind: "codes"; codes: string[] };


const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });

/**
 * The authenticator app and recovery codes on /account-details (issue 13): set up with the current password, a QR
 * code (or the key typed in) and a first code; removed with the password; ten recovery codes shown once, replaced on
 * request. `is2faEnabled` is two-step verification by phone: recovery codes need one of the two.
 */
export function AuthenticatorSection({
  is2faEnabled,
  methods,
  onChanged,
}: {
  is2faEnabled: boolean;
  methods: { hasAuthenticatorApp: boolean; authenticatorAppAddedAt?: string | null; recoveryCodesLeft: number };
  /** After a dialog closes: the page reloads its data. */
  onChanged: () => void;
}) {
  const [flow, setFlow] = useState<Flow>(null);
  const close = () => {
    setFlow(null);
    onChanged();
  };

  const hasSecondFactor = is2faEnabled || methods.hasAuthenticatorApp;

  return (
    <section aria-labelledby="authenticator-heading" className="grid gap-6">
      <div className="grid gap-3">
        <div>
          <h2 id="authenticator-heading" className="text-lg font-semibold text-ink">
            Authenticator app
          </h2>
          <p className="mt-1 text-sm text-muted">
            Get sign-in codes from an app such as Google Authenticator, Microsoft Authenticator or 1Password, even with no
            phone signal. When it is set up we ask for its code instead of texting you.
          </p>
        </div>
        {methods.hasAuthenticatorApp ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-ink">
              <span className="font-medium">On</span>
              {methods.authenticatorAppAddedAt
                ? ` since ${dateFormat.format(new Date(methods.authenticatorAppAddedAt))}`
                : null}
            </p>
            <Button variant="secondary" onClick={() => setFlow("remove")}>
              Remove authenticator app
            </Button>
          </div>
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setFlow("set-up")}>
              Set up authenticator app
            </Button>
          </div>
        )}
      </div>

      <div className="grid gap-3 border-t border-border pt-5">
        <div>
          <h3 className="text-base font-semibold text-ink">Recovery codes</h3>
          <p className="mt-1 text-sm text-muted">
            {!hasSecondFactor
              ? "Once two-step verification is on, recovery codes get you in if you lose your phone."
              : methods.recoveryCodesLeft > 0
                ? `${methods.recoveryCodesLeft} of 10 codes unused. Each gets you past two-step verification once if you lose your phone.`
                : "You have no unused recovery codes. Get a set in case you lose your phone."}
          </p>
        </div>
        {hasSecondFactor ? (
          <div>
            <Button variant="secondary" onClick={() => setFlow("new-codes")}>
              {methods.recoveryCodesLeft > 0 ? "Get new recovery codes" : "Get recovery codes"}
            </Button>
          </div>
        ) : null}
      </div>

      {flow === "set-up" ? <SetUpDialog onClose={close} /> : null}
      {flow === "remove" ? <RemoveDialog onClose={close} /> : null}
      {flow === "new-codes" ? <NewCodesDialog replacing={methods.recoveryCodesLeft > 0} onClose={close} /> : null}
    </section>
  );
}

function SetUpDialog({ onClose }: { onClose: () => void }) {
  const client = useClient();
  const { toast } = useToast();
  const [step, setStep] = useState<SetupStep>({ kind: "password" });
  const codeInput = useRef<CodeInputHandle>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  async function start(currentPassword: string): Promise<string | null> {
    const answer = (await client.mutation(START_AUTHENTICATOR_SETUP, { currentPassword }).toPromise()).data
      ?.startAuthenticatorSetup;
    if (answer?.secret && answer.qrCodeSvg) {
      setStep({ kind: "scan", secret: answer.secret, qrCodeSvg: answer.qrCodeSvg });
      return null;
    }
    return passwordStepRefusal(answer, toast);
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (code.length !== 6 || confirming) return;
    setConfirming(true);
    const answer = (await client.mutation(CONFIRM_AUTHENTICATOR_SETUP, { code }).toPromise()).data
      ?.confirmAuthenticatorSetup;
    setConfirming(false);
    if (answer?.didConfirm) {
      toast({ message: "Authenticator app set up", theme: "success" });
      if (answer.recoveryCodes?.length) setStep({ kind: "codes", codes: answer.recoveryCodes });
      else onClose();
      return;
    }
    codeInput.current?.clear();
    if (answer?.errorField === "code") setCodeError(answer.error ?? FAILED);
    else toast({ message: answer?.error ?? FAILED, theme: "error" });
  }

  const title =
    step.kind === "password" ? "Confirm it's you" : step.kind === "scan" ? "Scan the QR code" : "Save your recovery codes";
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={title}
      dismissible={step.kind !== "codes"}
      size="md"
      description={step.kind === "password" ? "Enter your password to set up an authenticator app." : undefined}
    >
      {step.kind === "password" ? (
        <CurrentPasswordStep submitLabel="Continue" onSubmit={start} onCancel={onClose} />
      ) : step.kind === "scan" ? (
        <form onSubmit={confirm} noValidate className="grid gap-5">
          <p className="text-sm text-muted">
            In your authenticator app, add an account and scan this code. Then enter the 6-digit code the app shows.
          </p>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by the server, not a static asset */}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(step.qrCodeSvg)}`}
            alt="QR code for your authenticator app"
            width={184}
            height={184}
            className="mx-auto rounded-md border border-border bg-white p-2"
          />
          <div className="text-sm">
            <p className="text-muted">Can&apos;t scan it? Enter this key in the app instead:</p>
            <p className="mt-1 break-all font-mono text-base text-ink" aria-label={`Key: ${step.secret.split("").join(" ")}`}>
              {step.secret.match(/.{1,4}/g)?.join(" ")}
            </p>
          </div>
          <CodeInput
            ref={codeInput}
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
            label="Code from the app"
            error={codeError}
          />
          <div role="alert" aria-live="assertive" className="sr-only">
            {codeError}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={code.length !== 6} loading={confirming}>
              Turn on
            </Button>
          </div>
        </form>
      ) : (
        <RecoveryCodesList codes={step.codes} onDone={onClose} />
      )}
    </Dialog>
  );
}

function RemoveDialog({ onClose }: { onClose: () => void }) {
  const client = useClient();
  const { toast } = useToast();
  async function remove(currentPassword: string): Promise<string | null> {
    const answer = (await client.mutation(REMOVE_AUTHENTICATOR_APP, { currentPassword }).toPromise()).data
      ?.removeAuthenticatorApp;
    if (answer?.didRemove) {
      toast({ message: "Authenticator app removed", theme: "success" });
      onClose();
      return null;
    }
    return passwordStepRefusal(answer, toast);
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Remove authenticator app?"
      description="Sign-in will no longer ask for its codes, and devices you chose to remember will ask again. Enter your password to remove it."
      size="md"
    >
      <CurrentPasswordStep submitLabel="Remove" onSubmit={remove} onCancel={onClose} />
    </Dialog>
  );
}

function NewCodesDialog({ replacing, onClose }: { replacing: boolean; onClose: () => void }) {
  const client = useClient();
  const { toast } = useToast();
  const [codes, setCodes] = useState<string[] | null>(null);
  async function generate(currentPassword: string): Promise<string | null> {
    const answer = (await client.mutation(REGENERATE_RECOVERY_CODES, { currentPassword }).toPromise()).data
      ?.regenerateRecoveryCodes;
    if (answer?.recoveryCodes?.length) {
      setCodes(answer.recoveryCodes);
      return null;
    }
    return passwordStepRefusal(answer, toast);
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={codes ? "Save your recovery codes" : "Confirm it's you"}
      dismissible={!codes}
      size="md"
      description={
        codes
          ? undefined
          : replacing
            ? "Your old recovery codes will stop working. Enter your password to get new ones."
            : "Enter your password to get recovery codes."
      }
    >
      {codes ? (
        <RecoveryCodesList codes={codes} onDone={onClose} />
      ) : (
        <CurrentPasswordStep submitLabel="Get codes" onSubmit={generate} onCancel={onClose} />
      )}
    </Dialog>
  );
}
