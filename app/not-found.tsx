import type { Metadata } from "next";
import { HeroSection } from "@/components/public/landing/hero-section";
import { Logo } from "@/components/public/logo";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { siteConfig } from "@/lib/site-config";

// What a page that exists shows when it calls notFound() for this visitor (an administrator's page opened by a member,
// a record that is gone): the landing page's opening band with a 404 status. Next sends this file with every page of
// the site, so it stays small and without client code; an address that matches no page gets the whole landing page
// from app/global-not-found.tsx, and /examplespage its own (docs/decisions.md). Next adds `noindex` itself.
export const metadata: Metadata = {
  ...pageMetadata("/"),
  metadataBase: new URL(`https://${siteConfig.host}`),
};

export default function NotFound() {
  return (
    <div className="min-h-screen bg-surface">
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 lg:px-6">
          <Logo />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <HeroSection priority={false} />
      </main>
    </div>
  );
}
