import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/text-input";
import { oktaRedirectUri } from "@/lib/auth/okta/start-okta-sign-in";
import { getEnv } from "@/lib/env";
import {
  authorizationRequestFields,
  parseLocalAuthorizationRequest,
} from "@/lib/integrations/identity-providers/local-authorization-request";
import { isLocalIdentityProviderEnabled } from "@/lib/integrations/identity-providers/settings";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Local staff sign-in", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const errors: Record<string, string> = {
  email: "Enter an email address on the staff domain.",
};

/**
 * The local stand-in's sign-in page (docs/decisions.md): on a laptop or test install without OKTA_* settings, staff
 * type their staff email and come back to /okta/callback with a one-time code. It asks for no password: the real
 * provider holds staff credentials, the product never does.
 */
export default async function LocalIdentityProviderPage({ searchParams }: Props) {
  if (!isLocalIdentityProviderEnabled()) notFound();
  const raw = await searchParams;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) if (typeof value === "string") params.set(name, value);
  const request = parseLocalAuthorizationRequest(params, { registeredRedirectUri: oktaRedirectUri() });
  const domain = getEnv().STAFF_EMAIL_DOMAIN;
  const error = errors[params.get("error") ?? ""];

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">Local staff identity provider</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-ink">Sign in as a Mariner employee</h1>
        <p className="mt-2 text-sm text-muted">
          This stand-in replaces Okta on installs without Okta settings. It is never served in staging or production.
        </p>
        {request ? (
          <form method="post" action="/dev/identity-provider/approve" className="mt-6 space-y-4" noValidate>
            {authorizationRequestFields(params).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <div role="alert" aria-live="assertive" className="empty:hidden rounded-md bg-danger-50 p-3 text-sm text-danger-700">
              {error}
            </div>
            <div className="space-y-1">
              <label htmlFor="local-idp-email" className="block text-sm font-medium text-ink">
                Staff email
              </label>
              <input
                id="local-idp-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                placeholder={`name@${domain}`}
                aria-invalid={error ? true : undefined}
                className={inputClasses}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-1">
                <label htmlFor="local-idp-first-name" className="block text-sm font-medium text-ink">
                  First name (for sign-up)
                </label>
                <input id="local-idp-first-name" name="firstName" autoComplete="given-name" className={inputClasses} />
              </div>
              <div className="space-y-1">
                <label htmlFor="local-idp-last-name" className="block text-sm font-medium text-ink">
                  Last name (for sign-up)
                </label>
                <input id="local-idp-last-name" name="lastName" autoComplete="family-name" className={inputClasses} />
              </div>
            </div>
            <button type="submit" className={buttonClasses({ fullWidth: true })}>
              Sign in
            </button>
          </form>
        ) : (
          <p role="alert" className="mt-6 rounded-md bg-danger-50 p-3 text-sm text-danger-700">
            This sign-in request is not valid. Start again from the Mariner log-in page.
          </p>
        )}
      </div>
    </main>
  );
}
