"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { logInErrorText, logInSchema, type LogInInput } from "@/lib/auth/schemas/log-in-schema";
import { siteConfig } from "@/lib/site-config";

export function LogInForm({ returnPath, initialError }: { returnPath: string; initialError: string | null }) {
  const [serverError, setServerError] = useState<string | null>(
    initialError ? logInErrorText(initialError, siteConfig.infoEmail) : null,
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LogInInput>({ resolver: zodResolver(logInSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (!result || result.error) {
      setServerError(logInErrorText(result?.error, siteConfig.infoEmail));
      return;
    }
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
