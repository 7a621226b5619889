import { buttonClasses } from "@/components/ui/button";
import { staffIdentityProviderMode } from "@/lib/integrations/identity-providers/settings";

/** The start route that sends the browser to the staff identity provider (app/api/auth/okta/route.ts). */
export function staffSignInHref({ signup = false }: { signup?: boolean } = {}): string {
  return signup ? "/api/auth/okta?signup=true" : "/api/auth/okta";
}

/**
 * 'Mariner employees' link to the staff identity provider (spec 000 §2.3, §2.4, §4.3). A server component: hidden
 * when the install has neither the real provider nor the local stand-in. A plain link (not next/link): it leaves the
 * app for the provider, so there is nothing to prefetch.
 */
export function StaffSignInLink({ signup = false }: { signup?: boolean }) {
  if (!staffIdentityProviderMode()) return null;
  return (
    <a href={staffSignInHref({ signup })} className={buttonClasses({ variant: "link" })}>
      {signup ? "Mariner employee? Sign up with Okta" : "Mariner employee? Log in with Okta"}
    </a>
  );
}
