import type { Metadata } from "next";
import { GeistSans } from "geist/font/sans";
import { LandingContent } from "@/components/public/landing/landing-content";
import { PublicChrome } from "@/components/public/public-chrome";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { siteConfig } from "@/lib/site-config";
import "./globals.css";

// Any address that matches no page shows the landing page (spec 000 §2.1) with a 404 status, so people land somewhere
// useful and search engines do not index the stray address. Next serves this document by itself, outside the root
// layout, which is why it is not app/not-found.tsx: that one travels with every page of the site (docs/decisions.md).
export const metadata: Metadata = {
  ...pageMetadata("/"),
  metadataBase: new URL(`https://${siteConfig.host}`),
  robots: { index: false, follow: true },
};

export default function GlobalNotFound() {
  return (
    <html lang="en" className={GeistSans.variable}>
      <body className="min-h-screen font-sans antialiased">
        <PublicChrome>
          <LandingContent asNotFound />
        </PublicChrome>
      </body>
    </html>
  );
}
