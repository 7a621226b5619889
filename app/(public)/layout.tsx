import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PublicNav } from "@/components/public/public-nav";
import { SiteFooter } from "@/components/public/site-footer";
import { siteConfig } from "@/lib/site-config";

// Public pages' canonical and social URLs resolve against the production host, whatever host served the page.
export const metadata: Metadata = {
  metadataBase: new URL(`https://${siteConfig.host}`),
};

const skipLinkClasses =
  "sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:rounded-md focus:bg-surface " +
  "focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow-lg";

export default function PublicLayout({ children }: { children: ReactNode }) {
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
    </div>
  );
}
