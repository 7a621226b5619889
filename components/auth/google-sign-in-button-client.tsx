"use client";

import Script from "next/script";
import { useCallback, useEffect, useRef, useState } from "react";
import { createGraphQLClient } from "@/lib/graphql/client/create-graphql-client";
import { graphql } from "@/lib/graphql/client/graphql";
import { googleLogInErrorText, googleSignUpErrorText } from "@/lib/auth/google/google-messages";
import { siteConfig } from "@/lib/site-config";

// The parts of Google Identity Services (https://accounts.google.com/gsi/client) this button uses.
type GoogleCredentialResponse = { credential?: string };
type GoogleAccountsId = {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: "popup" | "redirect";
    context?: "signin" | "signup" | "use";
  }): void;
  renderButton(
    parent: HTMLElement,
    options: { type?: "standard"; theme?: "outline"; size?: "large"; text?: string; width?: number; shape?: string },
  ): void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

const GOOGLE_LOG_IN = graphql(`mutation GoogleLogIn($token: String!) {
  googleLogIn(token: $token) { payload { email } error }
}`);
const CREATE_NEW_USER_VIA_GOOGLE = graphql(`mutation CreateNewUserViaGoogle($googleToken: String!, $shouldCreate: Boolean!, $pricingPlanId: String) {
  createNewUserViaGoogle(googleToken: $googleToken, shouldCreate: $shouldCreate, pricingPlanId: $pricingPlanId) {
    payload { email }
    error
  }
}`);

export function GoogleSignInButtonClient({
  clientId,
  mode,
  returnPath,
  pricingPlanId,
}: {
  clientId: string;
  mode: "log-in" | "sign-up";
  returnPath: string;
  pricingPlanId?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [client] = useState(() => createGraphQLClient());
  const [scriptReady, setScriptReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onCredential = useCallback(
    async ({ credential }: GoogleCredentialResponse) => {
      const errorText = mode === "log-in" ? googleLogInErrorText : googleSignUpErrorText;
      if (!credential) {
        setError(errorText(null, siteConfig.infoEmail));
        return;
      }
      setBusy(true);
      setError(null);
      const answer =
        mode === "log-in"
          ? (await client.mutation(GOOGLE_LOG_IN, { token: credential }).toPromise()).data?.googleLogIn
          : (
              await client
                .mutation(CREATE_NEW_USER_VIA_GOOGLE, {
                  googleToken: credential,
                  shouldCreate: true,
                  pricingPlanId: pricingPlanId ?? null,
                })
                .toPromise()
            ).data?.createNewUserViaGoogle;
      if (answer?.payload && !answer.error) {
        // A full navigation, so the signed-in shell renders from the server with the new session.
        window.location.assign(returnPath);
        return;
      }
      setBusy(false);
      setError(errorText(answer?.error ?? null, siteConfig.infoEmail));
    },
    [client, mode, returnPath, pricingPlanId],
  );

  useEffect(() => {
    const google = window.google;
    if (!scriptReady || !google || !container.current) return;
    google.accounts.id.initialize({
      client_id: clientId,
      callback: (response) => void onCredential(response),
      ux_mode: "popup",
      context: mode === "log-in" ? "signin" : "signup",
    });
    google.accounts.id.renderButton(container.current, {
      type: "standard",
      theme: "outline",
      size: "large",
      shape: "rectangular",
      text: mode === "log-in" ? "signin_with" : "signup_with",
      width: Math.min(container.current.clientWidth || 320, 400),
    });
  }, [scriptReady, clientId, mode, onCredential]);

  return (
    <div className="space-y-2" aria-busy={busy || undefined}>
      <Script src="https://accounts.google.com/gsi/client" strategy="afterInteractive" onReady={() => setScriptReady(true)} />
      <div ref={container} className="flex min-h-11 w-full justify-center" data-testid="google-sign-in-button" />
      <p role="alert" aria-live="assertive" className="empty:hidden rounded-md bg-danger-50 p-3 text-sm text-danger-700">
        {error}
      </p>
    </div>
  );
}
