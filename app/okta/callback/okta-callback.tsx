"use client";

import { useEffect, useRef, useState } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { Spinner } from "@/components/ui/spinner";
import { OKTA_MESSAGES, OKTA_SUCCESS_TEXT } from "@/lib/auth/okta/okta-messages";
import { createGraphQLClient } from "@/lib/graphql/client/create-graphql-client";
import { graphql } from "@/lib/graphql/client/graphql";

const OKTA_LOG_IN = graphql(`mutation OktaLogIn($oktaCode: String!, $state: String, $iss: String) {
  oktaLogIn(oktaCode: $oktaCode, state: $state, iss: $iss) { payload { email } error }
}`);
const OKTA_SIGNUP = graphql(`mutation OktaSignup($oktaCode: String!, $state: String, $iss: String) {
  oktaSignup(oktaCode: $oktaCode, state: $state, iss: $iss) { payload { email } error }
}`);

/** Long enough to read the success line, short enough not to feel stuck. */
const REDIRECT_DELAY_MS = 1_500;

type Status = { kind: "loading" } | { kind: "success" } | { kind: "error"; message: string };

export function OktaCallback({
  code,
  state,
  iss,
  signup,
}: {
  code: string | null;
  state: string | null;
  iss: string | null;
  signup: boolean;
}) {
  const [status, setStatus] = useState<Status>(() =>
    code ? { kind: "loading" } : { kind: "error", message: OKTA_MESSAGES.verifyFailed },
  );
  // The code is single use: run the exchange once, even when React mounts effects twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    const variables = { oktaCode: code, state, iss };
    const client = createGraphQLClient();
    void (
      signup
        ? client.mutation(OKTA_SIGNUP, variables).toPromise().then((result) => result.data?.oktaSignup)
        : client.mutation(OKTA_LOG_IN, variables).toPromise().then((result) => result.data?.oktaLogIn)
    ).then((answer) => {
      if (answer?.payload && !answer.error) {
        setStatus({ kind: "success" });
        // A full navigation (the shell renders from the server with the new session), replacing the spent callback.
        window.setTimeout(() => window.location.replace("/health"), REDIRECT_DELAY_MS);
      } else {
        const fallback = signup ? OKTA_MESSAGES.signUpFailed : OKTA_MESSAGES.logInFailed;
        setStatus({ kind: "error", message: answer?.error ?? fallback });
      }
    });
  }, [code, state, iss, signup]);

  if (status.kind === "loading") {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-ink">
        <Spinner size="lg" label="Signing you in" />
      </div>
    );
  }
  if (status.kind === "success") {
    return (
      <p role="status" className="text-center text-ink">
        {OKTA_SUCCESS_TEXT}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div role="alert" className="rounded-md border border-danger-700 bg-danger-50 p-4 text-sm text-danger-700">
        {status.message}
      </div>
      <ButtonLink href="/log-in" fullWidth>
        Back to Login
      </ButtonLink>
    </div>
  );
}
