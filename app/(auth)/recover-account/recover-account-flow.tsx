"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useClient, useMutation } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { CheckingLinkStatus, LinkSentStep } from "@/components/auth/emailed-link-steps";
import {
  ConfirmPasswordForm,
  NewPasswordForm,
  StepButtons,
  StepHeading,
} from "@/components/auth/set-password-fields";
import { useCaptchaToken } from "@/components/auth/use-captcha-token";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { LOG_IN_SERVER_MESSAGES } from "@/lib/auth/schemas/log-in-rules";
import {
  needsNewRecoveryEmail,
  RECOVERING_ACCOUNT_FAILED_MESSAGE,
  RECOVERY_CODE_REQUIRED_MESSAGE,
  type CurrentEmails,
} from "@/lib/auth/schemas/account-recovery-rules";
import type {
  NewPrimaryEmailInput,
  NewRecoveryEmailInput,
  RecoverAccountEmailInput,
} from "@/lib/auth/schemas/account-recovery-schema";
import {
  SENDING_EMAIL_FAILED_MESSAGE,
  TOKEN_INVALID_MESSAGE,
  VALIDATING_TOKEN_FAILED_MESSAGE,
} from "@/lib/auth/schemas/password-reset-rules";
import { graphql } from "@/lib/graphql/client/graphql";
import { RecoveryCodeStep } from "./recovery-code-step";

const SEND_RECOVER_ACCOUNT_EMAIL = graphql(`mutation SendRecoverAccountEmail($email: String!) {
  sendRecoverAccountEmail(email: $email) { didSend error }
}`);
const RECOVER_ACCOUNT_TOKEN_DETAILS = graphql(`query RecoverAccountTokenDetails($token: String!) {
  recoverAccountTokenDetails(token: $token) {
    isTokenValid userEmail recoveryEmail isCodeRequired maskedPhoneNumber hasAuthenticatorApp
  }
}`);
const RECOVER_ACCOUNT = graphql(`mutation RecoverAccount(
  $token: String!, $newPassword: String!, $newPrimaryEmail: String!, $newRecoveryEmail: String, $code: String,
  $captchaToken: String
) {
  recoverAccount(
    token: $token, newPassword: $newPassword, newPrimaryEmail: $newPrimaryEmail,
    newRecoveryEmail: $newRecoveryEmail, code: $code, captchaToken: $captchaToken
  ) { didRecover error }
}`);

export type RecoverAccountStep =
  | "ENTRY"
  | "RECOVER_EMAIL_SENT"
  | "CHECKING"
  | "SET_NEW_PRIMARY"
  | "SET_NEW_RECOVERY"
  | "SET_NEW_PASSWORD"
  | "CONFIRM_NEW_PASSWORD"
  | "ENTER_CODE"
  | "SUCCESS";

/** Answers to a submitted code that keep the user on the code step, shown under the boxes. */
const CODE_ERRORS = new Set<string>([LOG_IN_SERVER_MESSAGES.invalidCode, RECOVERY_CODE_REQUIRED_MESSAGE]);

const linkClasses = "font-medium text-brand-700 underline underline-offset-2";

/** The account-recovery steps of spec 000 §2.7 / §4.6; the server checks every rule again. */
export function RecoverAccountFlow({
  token,
  resendCooldownSeconds = 30,
}: {
  token: string | null;
  /** The server's cooldown between two phone codes (the code step's resend countdown). */
  resendCooldownSeconds?: number;
}) {
  const router = useRouter();
  const client = useClient();
  const { toast } = useToast();
  const getCaptchaToken = useCaptchaToken();
  const [step, setStep] = useState<RecoverAccountStep>(token ? "CHECKING" : "ENTRY");
  const [stepChanged, setStepChanged] = useState(false);
  const [email, setEmail] = useState("");
  const [current, setCurrent] = useState<CurrentEmails | null>(null);
  const [newPrimaryEmail, setNewPrimaryEmail] = useState("");
  const [newRecoveryEmail, setNewRecoveryEmail] = useState<string | null>(null);
  const [newPassword, setNewPassword] = useState("");
  const [secondFactor, setSecondFactor] = useState<{
    maskedPhoneNumber: string | null;
    hasAuthenticatorApp: boolean;
  } | null>(null);
  const [firstCodeSent, setFirstCodeSent] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [{ fetching: sending }, sendEmail] = useMutation(SEND_RECOVER_ACCOUNT_EMAIL);
  const [, recoverAccount] = useMutation(RECOVER_ACCOUNT);

  const goTo = (next: RecoverAccountStep) => {
    setStepChanged(true);
    setStep(next);
  };

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    const leave = (message: string) => {
      toast({ message, theme: "error" });
      setStep("ENTRY");
      router.replace("/recover-account");
    };
    void client
      .query(RECOVER_ACCOUNT_TOKEN_DETAILS, { token }, { requestPolicy: "network-only" })
      .toPromise()
      .then((result) => {
        if (cancelled) return;
        const details = result.data?.recoverAccountTokenDetails;
        if (result.error || !details) return leave(VALIDATING_TOKEN_FAILED_MESSAGE);
        if (!details.isTokenValid || !details.userEmail) return leave(TOKEN_INVALID_MESSAGE);
        setCurrent({ userEmail: details.userEmail, recoveryEmail: details.recoveryEmail });
        setSecondFactor(
          details.isCodeRequired
            ? { maskedPhoneNumber: details.maskedPhoneNumber ?? null, hasAuthenticatorApp: details.hasAuthenticatorApp }
            : null,
        );
        setStep("SET_NEW_PRIMARY");
      });
    return () => {
      cancelled = true;
    };
  }, [client, router, toast, token]);

  async function send(address: string): Promise<boolean> {
    const result = await sendEmail({ email: address });
    const answer = result.data?.sendRecoverAccountEmail;
    if (answer?.didSend) return true;
    toast({ message: answer?.error ?? SENDING_EMAIL_FAILED_MESSAGE, theme: "error" });
    return false;
  }

  async function submitRecovery(code?: string) {
    if (!token) return;
    setSubmitting(true);
    setCodeError(null);
    try {
      const result = await recoverAccount({
        token,
        newPassword,
        newPrimaryEmail,
        newRecoveryEmail,
        code: code ?? null,
        captchaToken: await getCaptchaToken(),
      });
      const answer = result.data?.recoverAccount;
      if (answer?.didRecover) return goTo("SUCCESS");
      if (answer?.error && CODE_ERRORS.has(answer.error)) {
        setCodeError(answer.error);
        if (step !== "ENTER_CODE") goTo("ENTER_CODE");
        return;
      }
      if (answer?.error === TOKEN_INVALID_MESSAGE) {
        toast({ message: TOKEN_INVALID_MESSAGE, theme: "error" });
        goTo("ENTRY");
        router.replace("/recover-account");
        return;
      }
      toast({ message: answer?.error ?? RECOVERING_ACCOUNT_FAILED_MESSAGE, theme: "error" });
    } finally {
      setSubmitting(false);
    }
  }

  switch (step) {
    case "CHECKING":
      return <CheckingLinkStatus />;
    case "ENTRY":
      return (
        <RecoveryEmailForm
          focusHeading={stepChanged}
          defaultEmail={email}
          loading={sending}
          onSubmit={async (address) => {
            setEmail(address);
            if (await send(address)) goTo("RECOVER_EMAIL_SENT");
          }}
        />
      );
    case "RECOVER_EMAIL_SENT":
      return (
        <LinkSentStep
          loading={sending}
          text={
            <p>
              If <strong className="break-all text-ink">{email}</strong> is the recovery email of an account, we sent
              it a link to choose a new primary email and password. The link works once and expires in 60 minutes.
            </p>
          }
          resend={() => send(email)}
          onResent={() => toast({ message: "We sent you a new link.", theme: "success" })}
        />
      );
    case "SET_NEW_PRIMARY":
      return current ? (
        <NewPrimaryEmailForm
          current={current}
          defaultValue={newPrimaryEmail}
          onSubmit={(value) => {
            setNewPrimaryEmail(value);
            if (needsNewRecoveryEmail(value, current)) {
              goTo("SET_NEW_RECOVERY");
            } else {
              setNewRecoveryEmail(null);
              goTo("SET_NEW_PASSWORD");
            }
          }}
        />
      ) : null;
    case "SET_NEW_RECOVERY":
      return current ? (
        <NewRecoveryEmailForm
          current={current}
          newPrimaryEmail={newPrimaryEmail}
          defaultValue={newRecoveryEmail ?? ""}
          onBack={() => goTo("SET_NEW_PRIMARY")}
          onSubmit={(value) => {
            setNewRecoveryEmail(value);
            goTo("SET_NEW_PASSWORD");
          }}
        />
      ) : null;
    case "SET_NEW_PASSWORD":
      return (
        <NewPasswordForm
          title="Set a new password"
          description="You will log in with your new primary email and this password."
          email={newPrimaryEmail}
          defaultValue={newPassword}
          onBack={() => goTo(newRecoveryEmail ? "SET_NEW_RECOVERY" : "SET_NEW_PRIMARY")}
          onSubmit={(password) => {
            setNewPassword(password);
            goTo("CONFIRM_NEW_PASSWORD");
          }}
        />
      );
    case "CONFIRM_NEW_PASSWORD":
      return (
        <ConfirmPasswordForm
          title="Confirm your new password"
          description="Type the new password again."
          newPassword={newPassword}
          submitLabel={secondFactor ? "Next" : "Update account"}
          loading={submitting}
          onBack={() => goTo("SET_NEW_PASSWORD")}
          onSubmit={() => (secondFactor ? goTo("ENTER_CODE") : submitRecovery())}
        />
      );
    case "ENTER_CODE":
      return token ? (
        <RecoveryCodeStep
          token={token}
          maskedPhoneNumber={secondFactor?.maskedPhoneNumber ?? null}
          hasAuthenticatorApp={secondFactor?.hasAuthenticatorApp ?? false}
          resendCooldownSeconds={resendCooldownSeconds}
          firstCodeSent={firstCodeSent}
          onFirstCodeSent={() => setFirstCodeSent(true)}
          error={codeError}
          loading={submitting}
          onBack={() => {
            setCodeError(null);
            goTo("CONFIRM_NEW_PASSWORD");
          }}
          onSubmit={(code) => submitRecovery(code)}
        />
      ) : null;
    case "SUCCESS":
      return (
        <div className="space-y-5">
          <StepHeading>Account Details Updated</StepHeading>
          <p className="text-sm text-muted">
            Your primary email is now <strong className="break-all text-ink">{newPrimaryEmail}</strong> and your
            password has been changed. Every device has been signed out. We sent a link to your new primary email so
            you can verify it.
          </p>
          <ButtonLink href="/log-in" fullWidth>
            Continue to Log in
          </ButtonLink>
        </div>
      );
  }
}

function RecoveryEmailForm({
  focusHeading,
  defaultEmail,
  loading,
  onSubmit,
}: {
  focusHeading: boolean;
  defaultEmail: string;
  loading: boolean;
  onSubmit: (email: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoverAccountEmailInput, unknown, { email: string }>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/auth/schemas/account-recovery-schema").then((m) => m.recoverAccountEmailSchema),
    ),
    mode: "onTouched",
    defaultValues: { email: defaultEmail },
  });

  return (
    <form onSubmit={handleSubmit(({ email }) => onSubmit(email))} noValidate className="space-y-5">
      <StepHeading focusOnMount={focusHeading}>Recover your account</StepHeading>
      <p className="text-sm text-muted">
        Lost access to the email you log in with? Enter your recovery email and we will send it a link to choose a new
        primary email and password.
      </p>
      <FormField label="Recovery email" error={errors.email?.message} required>
        <TextInput type="email" autoComplete="email" inputMode="email" {...register("email")} />
      </FormField>
      <Button type="submit" fullWidth loading={loading}>
        Submit
      </Button>
      <div className="space-y-2 text-sm">
        <p className="text-muted">
          Still have your email?{" "}
          <Link href="/password-reset" className={linkClasses}>
            Reset your password instead
          </Link>
        </p>
        <p>
          <Link href="/log-in" className={linkClasses}>
            Back to Log In
          </Link>
        </p>
      </div>
    </form>
  );
}

function NewPrimaryEmailForm({
  current,
  defaultValue,
  onSubmit,
}: {
  current: CurrentEmails;
  defaultValue: string;
  onSubmit: (newPrimaryEmail: string) => void;
}) {
  const resolver = useLazyZodResolver(
    () => import("@/lib/auth/schemas/account-recovery-schema").then((m) => m.newPrimaryEmailSchema(current)),
    [current],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPrimaryEmailInput>({
    resolver,
    mode: "onTouched",
    defaultValues: { newPrimaryEmail: defaultValue },
  });

  return (
    <form onSubmit={handleSubmit(({ newPrimaryEmail }) => onSubmit(newPrimaryEmail))} noValidate className="space-y-5">
      <StepHeading>Set a new primary email</StepHeading>
      <p className="text-sm text-muted">
        Your account&apos;s primary email is <strong className="break-all text-ink">{current.userEmail}</strong>. Choose
        the email you will log in with from now on.
      </p>
      <FormField label="New primary email" error={errors.newPrimaryEmail?.message} required>
        <TextInput type="email" autoComplete="email" inputMode="email" {...register("newPrimaryEmail")} />
      </FormField>
      <StepButtons submitLabel="Next" />
    </form>
  );
}

function NewRecoveryEmailForm({
  current,
  newPrimaryEmail,
  defaultValue,
  onBack,
  onSubmit,
}: {
  current: CurrentEmails;
  newPrimaryEmail: string;
  defaultValue: string;
  onBack: () => void;
  onSubmit: (newRecoveryEmail: string) => void;
}) {
  const resolver = useLazyZodResolver(
    () =>
      import("@/lib/auth/schemas/account-recovery-schema").then((m) =>
        m.newRecoveryEmailSchema(current, newPrimaryEmail),
      ),
    [current, newPrimaryEmail],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewRecoveryEmailInput>({
    resolver,
    mode: "onTouched",
    defaultValues: { newRecoveryEmail: defaultValue },
  });

  return (
    <form
      onSubmit={handleSubmit(({ newRecoveryEmail }) => onSubmit(newRecoveryEmail))}
      noValidate
      className="space-y-5"
    >
      <StepHeading>Set a new recovery email</StepHeading>
      <p className="text-sm text-muted">
        Your recovery email becomes your primary email, so choose another address to recover your account with in
        future.
      </p>
      <FormField label="New recovery email" error={errors.newRecoveryEmail?.message} required>
        <TextInput type="email" autoComplete="email" inputMode="email" {...register("newRecoveryEmail")} />
      </FormField>
      <StepButtons onBack={onBack} submitLabel="Next" />
    </form>
  );
}
