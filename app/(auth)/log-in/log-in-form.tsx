"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { useCaptchaToken } from "@/components/auth/use-captcha-token";
import { clearActiveAdminPlan } from "@/components/shell/use-admin-mode";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { graphql } from "@/lib/graphql/client/graphql";
import { LOG_IN_SERVER_MESSAGES, logInErrorText } from "@/lib/auth/schemas/log-in-rules";
import type { LogInInput } from "@/lib/auth/schemas/log-in-schema";
import { siteConfig } from "@/lib/site-config";

export const PASSWORD_LOG_IN_MUTATION = graphql(`
  mutation PasswordLogIn(
    $email: String!
    $password: String
    $deviceId: String
    $skip2fa: Boolean
    $code: String
    $captchaToken: String
  ) {
    passwordLogIn(
      email: $email
      password: $password
      deviceId: $deviceId
      skip2fa: $skip2fa
      code: $code
      captchaToken: $captchaToken
    ) {
      payload {
        email
        username
        firstName
        lastName
        plans {
          planId
          planName
          adminPermission
        }
        last4PhoneNumber
      }
      error
    }
  }
`);

/** Email and password (spec 000 §2.3, §4.1): on success the session cookie is set and the browser moves on. */
export function LogInForm({ returnPath, initialError }: { returnPath: string; initialError: string | null }) {
  const router = useRouter();
  const getCaptchaToken = useCaptchaToken();
  const [, passwordLogIn] = useMutation(PASSWORD_LOG_IN_MUTATION);
  const [serverError, setServerError] = useState<string | null>(
    initialError ? logInErrorText(initialError, siteConfig.infoEmail) : null,
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LogInInput>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/auth/schemas/log-in-schema").then((m) => m.logInSchema),
    ),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await passwordLogIn(
      { email: values.email, password: values.password, captchaToken: await getCaptchaToken() },
      { requestPolicy: "network-only" },
    );
    const answer = result.data?.passwordLogIn;
    if (answer?.error === LOG_IN_SERVER_MESSAGES.twoFactorRequired) {
      // The server holds the pending log-in (an HttpOnly cookie); the code screen needs nothing else from here.
      router.push(`/mfa?next=${encodeURIComponent(returnPath)}`);
      return;
    }
    if (!answer?.payload || answer.error) {
      setServerError(logInErrorText(answer?.error ?? result.error?.graphQLErrors[0]?.message, siteConfig.infoEmail));
      return;
    }
    clearActiveAdminPlan();
    // A full navigation, so the signed-in shell renders from the server with the new session.
    window.location.assign(returnPath);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div role="alert" aria-live="assertive" className="empty:hidden rounded-md bg-danger-50 p-3 text-sm text-danger-700">
        {serverError}
      </div>
      <FormField label="Email" error={errors.email?.message} required>
        <TextInput type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        <TextInput type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      <Button type="submit" fullWidth loading={isSubmitting}>
        Log in
      </Button>
    </form>
  );
}
