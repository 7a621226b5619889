"use client";

import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";

const labels = { google: "Continue with Google", okta: "Mariner employees: sign in with Okta" } as const;

/** Google and the staff identity provider; rendered only when their settings are present. */
export function ProviderButtons({ provider, returnPath }: { provider: "google" | "okta"; returnPath: string }) {
  return (
    <Button
      type="button"
      variant={provider === "google" ? "secondary" : "link"}
      fullWidth={provider === "google"}
      onClick={() => signIn(provider, { callbackUrl: returnPath })}
    >
      {labels[provider]}
    </Button>
  );
}
