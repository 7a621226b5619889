"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useMutation } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { PasswordStrengthMeter } from "@/components/auth/password-strength-meter";
import { usePasswordEstimator } from "@/components/auth/use-password-estimator";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { signUpErrorText } from "@/lib/auth/schemas/sign-up-messages";
import type { SignUpAccountInput, SignUpEmailInput } from "@/lib/auth/schemas/sign-up-schema";
import { graphql } from "@/lib/graphql/client/graphql";
import { siteConfig } from "@/lib/site-config";
import { getCaptchaToken } from "./get-captcha-token";

const CREATE_NEW_USER_VIA_PASSWORD = graphql(`mutation CreateNewUserViaPassword(
  $email: String!, $password: String!, $firstName: String!, $lastName: String!, $captchaToken: String, $partner: String,
  $pricingPlanId: String
) {
  createNewUserViaPassword(
    email: $email, password: $password, firstName: $firstName, lastName: $lastName, captchaToken: $captchaToken,
    partner: $partner, pricingPlanId: $pricingPlanId
  ) {
    payload { email username }
    error
  }
}`);

type SignUpFormProps = {
  /** Where the new member goes once signed up: /onboarding, or the employer onboarding of the chosen plan. */
  afterSignUpPath: string;
  partnerSlug?: string;
  /** The plan of /sign-up/for-employers/{plan}: kept on the account so the employer's set-up survives verification. */
  pricingPlanId?: string;
  /** The Google button and the staff link: server components rendered by the page. */
  google?: ReactNode;
  staffLink?: ReactNode;
};

const linkClasses = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** The two steps of spec 000 §2.4: the email (or Google, or the staff provider), then 'Create an Account'. */
export function SignUpForm({ afterSignUpPath, partnerSlug, pricingPlanId, google, staffLink }: SignUpFormProps) {
  const [step, setStep] = useState<"email" | "account">("email");
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);

  return step === "email" ? (
    <EmailStep
      defaultEmail={email}
      serverError={emailError}
      google={google}
      staffLink={staffLink}
      onNext={(value) => {
        setEmail(value);
        setEmailError(null);
        setStep("account");
      }}
    />
  ) : (
    <AccountStep
      email={email}
      partnerSlug={partnerSlug}
      pricingPlanId={pricingPlanId}
      afterSignUpPath={afterSignUpPath}
      onBack={(error) => {
        setEmailError(error);
        setStep("email");
      }}
    />
  );
}

function EmailStep({
  defaultEmail,
  serverError,
  google,
  staffLink,
  onNext,
}: {
  defaultEmail: string;
  serverError: string | null;
  google?: ReactNode;
  staffLink?: ReactNode;
  onNext: (email: string) => void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isValid },
  } = useForm<SignUpEmailInput>({
    resolver: useLazyZodResolver(() => import("@/lib/auth/schemas/sign-up-schema").then((m) => m.signUpEmailSchema)),
    mode: "onChange",
    defaultValues: { email: defaultEmail },
  });

  useEffect(() => {
    if (serverError) setFocus("email");
  }, [serverError, setFocus]);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">Sign up</h1>
      {google ? (
        <>
          <div className="flex justify-center">{google}</div>
          <p className="text-center text-sm text-muted">or</p>
        </>
      ) : null}
      <form onSubmit={handleSubmit(({ email }) => onNext(email))} noValidate className="space-y-4">
        <FormField label="Email" error={errors.email?.message ?? serverError ?? undefined} required>
          <TextInput type="email" autoComplete="email" inputMode="email" {...register("email")} />
        </FormField>
        <Button type="submit" fullWidth disabled={!isValid}>
          Sign up
        </Button>
      </form>
      {staffLink ? <div className="text-center">{staffLink}</div> : null}
      <p className="text-xs text-muted">
        By signing up, you agree to our{" "}
        <a href="/legal/terms-of-use.pdf" className={linkClasses}>
          Terms of Use
        </a>{" "}
        and{" "}
        <Link href="/privacy" className={linkClasses}>
          Privacy Policy
        </Link>
        .
      </p>
      <p className="text-sm text-muted">
        Already have an account?{" "}
        <Link href="/log-in" className={linkClasses}>
          Log in
        </Link>
      </p>
    </div>
  );
}

function AccountStep({
  email,
  partnerSlug,
  pricingPlanId,
  afterSignUpPath,
  onBack,
}: {
  email: string;
  partnerSlug?: string;
  pricingPlanId?: string;
  afterSignUpPath: string;
  onBack: (emailError: string | null) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const meterId = useId();
  const [serverError, setServerError] = useState<{ kind: "duplicate" | "general"; text: string } | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [, createUser] = useMutation(CREATE_NEW_USER_VIA_PASSWORD);
  const resolver = useLazyZodResolver(
    () => import("@/lib/auth/schemas/sign-up-schema").then((m) => m.signUpAccountSchema(email)),
    [email],
  );
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    formState: { errors, isSubmitting, isValid },
  } = useForm<SignUpAccountInput>({
    resolver,
    mode: "onChange",
    defaultValues: { firstName: "", lastName: "", password: "" },
  });

  const password = useWatch({ control, name: "password" });
  const estimatorLoaded = usePasswordEstimator();
  // A password typed before the full rule arrived is judged again by it.
  useEffect(() => {
    if (estimatorLoaded && getValues("password")) void trigger("password");
  }, [estimatorLoaded, getValues, trigger]);

  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setPasswordError(null);
    const captchaToken = await getCaptchaToken();
    const result = await createUser({ ...values, email, captchaToken, partner: partnerSlug ?? null,
      pricingPlanId: pricingPlanId ?? null,
    });
    const answer = result.data?.createNewUserViaPassword;
    if (answer?.payload && !answer.error) {
      // A full navigation, so the next page renders on the server with the new session.
      window.location.assign(afterSignUpPath);
      return;
    }
    const { kind, text } = signUpErrorText(answer?.error ?? result.error?.graphQLErrors[0]?.message, siteConfig.infoEmail);
    if (kind === "email") onBack(text);
    else if (kind === "password") setPasswordError(text);
    else setServerError({ kind, text });
  });

  return (
    <div className="space-y-6">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-ink focus:outline-none">
          Create an Account
        </h1>
        <p className="mt-1 break-all text-sm text-muted">{email}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div role="alert" aria-live="assertive" className="empty:hidden rounded-md bg-danger-50 p-3 text-sm text-danger-700">
          {serverError ? (
            <>
              {serverError.text}
              {serverError.kind === "duplicate" ? (
                <>
                  {" "}
                  Already have an account?{" "}
                  <Link href="/log-in" className="font-semibold underline underline-offset-2">
                    Log in
                  </Link>
                </>
              ) : null}
            </>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message} required>
            <TextInput autoComplete="given-name" {...register("firstName")} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message} required>
            <TextInput autoComplete="family-name" {...register("lastName")} />
          </FormField>
        </div>
        <FormField label="Password" error={passwordError ?? errors.password?.message} required>
          <TextInput type="password" autoComplete="new-password" aria-describedby={meterId} {...register("password")} />
        </FormField>
        <PasswordStrengthMeter id={meterId} password={password ?? ""} email={email} />
        <div className="flex gap-3 pt-2">
          <Button variant="secondary" onClick={() => onBack(null)} disabled={isSubmitting}>
            Back
          </Button>
          <Button type="submit" className="flex-1" loading={isSubmitting} disabled={!isValid}>
            Next
          </Button>
        </div>
      </form>
    </div>
  );
}
