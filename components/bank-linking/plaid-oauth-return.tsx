"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { Spinner } from "@/components/ui/spinner";
import { LINK_ERROR_MESSAGE } from "@/lib/bank-linking/link-messages";
import { SANDBOX_LINK_TOKEN_PREFIX } from "@/lib/integrations/bank-linking/sandbox-link-token";
import type { LinkSuccess } from "./link-success";
import { openPlaidLink } from "./load-plaid-link";
import { forgetPendingLink, readPendingLink, rememberLinkOutcome, type PendingLink } from "./pending-link";
import { SandboxLinkDialog } from "./sandbox-link-dialog";
import { useCompleteLink } from "./use-bank-link";

type State =
  | { name: "resuming" }
  | { name: "sandbox"; linkToken: string; oauthStateId: string }
  | { name: "saving" }
  | { name: "lost" };

/**
 * /plaid-oauth: resumes the link this tab began before the bank's site (the provider's Link with the URL the bank
 * sent back, or the sandbox dialog with its state id), sends the result to createPlaidAccounts and goes back to the
 * page the link began on, which tells the outcome. Without a link to resume it says so and offers the way back.
 */
export function PlaidOAuthReturn() {
  const router = useRouter();
  const completeLink = useCompleteLink();
  const [state, setState] = useState<State>({ name: "resuming" });
  const pending = useRef<PendingLink | null>(null);

  const goBack = useCallback(
    async (success?: LinkSuccess) => {
      const returnTo = pending.current?.returnTo ?? "/accounts";
      forgetPendingLink();
      if (success) {
        setState({ name: "saving" });
        rememberLinkOutcome(await completeLink(success));
      }
      router.replace(returnTo);
    },
    [completeLink, router],
  );

  const resume = useEffectEvent(() => {
    const link = readPendingLink();
    const oauthStateId = new URLSearchParams(window.location.search).get("oauth_state_id");
    if (!link || !oauthStateId) {
      setState({ name: "lost" });
      return;
    }
    pending.current = link;
    if (link.linkToken.startsWith(SANDBOX_LINK_TOKEN_PREFIX)) {
      setState({ name: "sandbox", linkToken: link.linkToken, oauthStateId });
      return;
    }
    openPlaidLink({
      token: link.linkToken,
      receivedRedirectUri: window.location.href,
      onSuccess: (success) => void goBack(success),
      onExit: () => void goBack(),
    }).catch(() => {
      rememberLinkOutcome({ message: LINK_ERROR_MESSAGE, theme: "error" });
      void goBack();
    });
  });

  // Once per page load (a development double render must not open the provider's Link twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    resume();
  }, []);

  if (state.name === "lost") {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">We couldn&apos;t finish connecting your bank</h1>
        <p className="text-sm text-ink">
          The connection you started has expired or was already finished. Please start again from your accounts.
        </p>
        <ButtonLink href="/accounts" className="self-start">
          Go to accounts
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <h1 className="text-xl font-semibold text-ink">Connecting your bank</h1>
      <Spinner label="Connecting your bank" size="lg" className="text-brand-700" />
      {state.name === "sandbox" && (
        <SandboxLinkDialog
          linkToken={state.linkToken}
          oauthStateId={state.oauthStateId}
          onSuccess={(success) => void goBack(success)}
          onExit={() => void goBack()}
        />
      )}
    </div>
  );
}
