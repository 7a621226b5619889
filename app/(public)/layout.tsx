import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PublicChrome } from "@/components/public/public-chrome";
import { siteConfig } from "@/lib/site-config";

// Public pages' canonical and social URLs resolve against the production host, whatever host served the page.
export const metadata: Metadata = {
  metadataBase: new URL(`https://${siteConfig.host}`),
};

export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicChrome>{children}</PublicChrome>;
}
