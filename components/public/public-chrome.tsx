import type { ReactNode } from "react";
import { JsonLd } from "@/components/seo/json-ld";
import { organizationData } from "@/lib/seo/structured-data";
import { PublicNav } from "./public-nav";
import { SiteFooter } from "./site-footer";

const skipLinkClasses =
  "sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:rounded-md focus:bg-surface " +
  "focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow-lg";

/** What frames every signed-out page: skip link, navigation, main, footer, and the Organization data. */
export function PublicChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <a href="#main" className={skipLinkClasses}>
        Skip to main content
      </a>
      <PublicNav />
      {/* tabIndex lets the skip link move focus, not only scroll, in every browser. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <JsonLd data={organizationData()} />
    </div>
  );
}
