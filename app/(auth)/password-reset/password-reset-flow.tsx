"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useClient, useMutation } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { CheckingLinkStatus, LinkSentStep } from "@/components/auth/emailed-link-steps";
import { ConfirmPasswordForm, NewPasswordForm, StepHeading } from "@/components/auth/set-password-fields";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import {
  RESETTING_PASSWORD_FAILED_MESSAGE,
  SENDING_EMAIL_FAILED_MESSAGE,
  TOKEN_INVALID_MESSAGE,
  VALIDATING_TOKEN_FAILED_MESSAGE,
} from "@/lib/auth/schemas/password-reset-rules";
import type { ResetEmailInput } from "@/lib/auth/schemas/password-reset-schema";
import { graphql } from "@/lib/graphql/client/graphql";

const SEND_RESET_PASSWORD_EMAIL = graphql(`mutation SendResetPasswordEmail($email: String!) {
  sendResetPasswordEmail(email: $email) { didSend error }
}`);
const MAGIC_LINK_VALID = graphql(`query MagicLinkValid($token: String!) {
  magicLinkValid(token: $token, audience: reset_password) { isTokenValid email }
}`);
const RESET_PASSWORD = graphql(`mutation ResetPassword($token: String!, $newPassword: String!) {
  resetPassword(token: $token, newPassword: $newPassword) { didUpdate error }
}`);

export type PasswordResetStep = "ENTRY" | "SENT" | "CHECKING" | "SET_NEW" | "CONFIRM_NEW" | "SUCCESS";

const linkClasses = "font-medium text-brand-700 underline underline-offset-2";

/** The password-reset steps of spec 000 §2.6 / §4.5 in one client component; the server owns every decision. */
export function PasswordResetFlow({ token }: { token: string | null }) {
  const router = useRouter();
  const client = useClient();
  const { toast } = useToast();
  const [step, setStep] = useState<PasswordResetStep>(token ? "CHECKING" : "ENTRY");
  const [email, setEmail] = useState("");
  // The account the link belongs to (from the server): the new password must not be similar to its email.
  const [accountEmail, setAccountEmail] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [{ fetching: sending }, sendEmail] = useMutation(SEND_RESET_PASSWORD_EMAIL);
  const [{ fetching: resetting }, resetPassword] = useMutation(RESET_PASSWORD);
  // The first step shown keeps the page's focus; later steps take it (StepHeading).
  const [stepChanged, setStepChanged] = useState(false);
  const goTo = (next: PasswordResetStep) => {
    setStepChanged(true);
    setStep(next);
  };

  const backToEntry = (message: string) => {
    toast({ message, theme: "error" });
    goTo("ENTRY");
    router.replace("/password-reset");
  };

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    void client
      .query(MAGIC_LINK_VALID, { token }, { requestPolicy: "network-only" })
      .toPromise()
      .then((result) => {
        if (cancelled) return;
        if (result.error || !result.data) {
          toast({ message: VALIDATING_TOKEN_FAILED_MESSAGE, theme: "error" });
          setStep("ENTRY");
          router.replace("/password-reset");
        } else if (result.data.magicLinkValid.isTokenValid) {
          setAccountEmail(result.data.magicLinkValid.email ?? "");
          setStep("SET_NEW");
        } else {
          toast({ message: TOKEN_INVALID_MESSAGE, theme: "error" });
          setStep("ENTRY");
          router.replace("/password-reset");
        }
      });
    return () => {
      cancelled = true;
    };
  }, [client, router, toast, token]);

  async function send(address: string): Promise<boolean> {
    const result = await sendEmail({ email: address });
    const answer = result.data?.sendResetPasswordEmail;
    if (answer?.didSend) return true;
    toast({ message: answer?.error ?? SENDING_EMAIL_FAILED_MESSAGE, theme: "error" });
    return false;
  }

  async function submitNewPassword() {
    if (!token) return;
    const result = await resetPassword({ token, newPassword });
    const answer = result.data?.resetPassword;
    if (answer?.didUpdate) {
      goTo("SUCCESS");
      return;
    }
    if (answer?.error === TOKEN_INVALID_MESSAGE) {
      backToEntry(TOKEN_INVALID_MESSAGE);
      return;
    }
    toast({ message: answer?.error ?? RESETTING_PASSWORD_FAILED_MESSAGE, theme: "error" });
  }

  const focusHeading = stepChanged;
  switch (step) {
    case "CHECKING":
      return <CheckingLinkStatus />;
    case "ENTRY":
      return (
        <ResetEmailForm
          focusHeading={focusHeading}
          defaultEmail={email}
          loading={sending}
          onSubmit={async (address) => {
            setEmail(address);
            if (await send(address)) goTo("SENT");
          }}
        />
      );
    case "SENT":
      return (
        <LinkSentStep
          loading={sending}
          text={
            <p>
              If an account uses <strong className="break-all text-ink">{email}</strong>, we sent it a link to reset
              your password. The link works once and expires in 60 minutes.
            </p>
          }
          resend={() => send(email)}
          onResent={() => toast({ message: "We sent you a new link.", theme: "success" })}
        />
      );
    case "SET_NEW":
      return (
        <NewPasswordForm
          title="Set a new password"
          description="Choose a password you have not used here before."
          email={accountEmail}
          defaultValue={newPassword}
          onSubmit={(password) => {
            setNewPassword(password);
            goTo("CONFIRM_NEW");
          }}
        />
      );
    case "CONFIRM_NEW":
      return (
        <ConfirmPasswordForm
          title="Confirm your new password"
          description="Type the new password again."
          newPassword={newPassword}
          submitLabel="Reset password"
          loading={resetting}
          onBack={() => goTo("SET_NEW")}
          onSubmit={submitNewPassword}
        />
      );
    case "SUCCESS":
      return (
        <div className="space-y-5">
          <StepHeading>Password Changed</StepHeading>
          <p className="text-sm text-muted">
            Your password has been changed and every other device has been signed out. Log in with your new password.
          </p>
          <ButtonLink href="/log-in" fullWidth>
            Continue to Log in
          </ButtonLink>
        </div>
      );
  }
}

function ResetEmailForm({
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
    formState: { errors, isValid },
  } = useForm<ResetEmailInput>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/auth/schemas/password-reset-schema").then((m) => m.resetEmailSchema),
    ),
    mode: "onChange",
    defaultValues: { email: defaultEmail },
  });

  return (
    <form onSubmit={handleSubmit(({ email }) => onSubmit(email))} noValidate className="space-y-5">
      <StepHeading focusOnMount={focusHeading}>Recover your account</StepHeading>
      <p className="text-sm text-muted">
        Enter the email you log in with and we will send you a link to set a new password.
      </p>
      <FormField label="Email" error={errors.email?.message} required>
        <TextInput type="email" autoComplete="email" inputMode="email" {...register("email")} />
      </FormField>
      <Button type="submit" fullWidth disabled={!isValid} loading={loading}>
        Submit
      </Button>
      <div className="space-y-2 text-sm">
        <p className="text-muted">
          No longer have access to this email?{" "}
          <Link href="/recover-account" className={linkClasses}>
            Recover your account with your recovery email
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
