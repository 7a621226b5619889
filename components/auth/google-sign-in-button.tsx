import { googleClientId } from "@/lib/integrations/identity-providers/settings";
import { GoogleSignInButtonClient } from "./google-sign-in-button-client";

export type GoogleSignInButtonProps = {
  mode: "log-in" | "sign-up";
  /** Where to go after signing in (already checked with safeReturnPath); /health by default. */
  returnPath?: string;
  /** Sign-up through /sign-up/for-employers/{plan}. */
  pricingPlanId?: string;
};

/**
 * Google's sign-in button (spec 000 §2.3, §2.4). A server component: it reads the settings and renders nothing when
 * Google is not configured, so Google's script is loaded only where it is used. Inside a client form, render it in
 * the (server) page and pass it down as a prop or child.
 */
export function GoogleSignInButton({ mode, returnPath = "/health", pricingPlanId }: GoogleSignInButtonProps) {
  const clientId = googleClientId();
  if (!clientId) return null;
  return <GoogleSignInButtonClient clientId={clientId} mode={mode} returnPath={returnPath} pricingPlanId={pricingPlanId} />;
}
