import type { Metadata } from "next";
import { LandingContent } from "@/components/public/landing/landing-content";
import { PublicChrome } from "@/components/public/public-chrome";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { siteConfig } from "@/lib/site-config";

// Any unknown path shows the landing page (spec 000 §2.1) with a 404 status, so people land somewhere useful and
// search engines do not index the stray address. Static, like the landing page itself.
export const metadata: Metadata = {
  ...pageMetadata("/"),
  metadataBase: new URL(`https://${siteConfig.host}`),
  // Next adds `noindex` to every not-found response itself.
};

export default function NotFound() {
  return (
    <PublicChrome>
      <LandingContent asNotFound />
    </PublicChrome>
  );
}
