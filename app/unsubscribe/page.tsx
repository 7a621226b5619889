import type { Metadata } from "next";
import { Logo } from "@/components/public/logo";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { organizationData } from "@/lib/seo/structured-data";
import { siteConfig } from "@/lib/site-config";
import { EmailPreferencesAction } from "./email-preferences-action";

// Outside the (public) group: no public navigation or footer here (spec 000 §2.1), so this page brings its own
// metadataBase for the canonical and share URLs.
export const metadata: Metadata = {
  metadataBase: new URL(`https://${siteConfig.host}`),
  ...pageMetadata("/unsubscribe"),
};

const linkClasses = "rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";

/**
 * The general "how to unsubscribe" page, and where older links with ?token= land. Static: the token stays in the
 * browser, which hands it to the preferences page (/notifications accepts unsubscribe tokens without logging in).
 * Emails now link to /notifications?token= directly, and their List-Unsubscribe header to /api/unsubscribe (RFC 8058:
 * POST unsubscribes in one click, GET only opens the preferences).
 */
export default function UnsubscribePage() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <Logo />
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-ink">Email preferences</h1>
        <EmailPreferencesAction />
        <p className="mt-8 border-t border-border pt-6 text-sm">
          <a href="/" className={linkClasses}>
            Go to the {siteConfig.name} home page
          </a>
        </p>
      </div>
      <JsonLd data={organizationData()} />
    </main>
  );
}
