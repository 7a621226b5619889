import type { MetadataRoute } from "next";
import { getAppEnv } from "@/lib/env";
import { siteConfig } from "@/lib/site-config";

// Staging must never be indexed; production hides the API and developer tools. Signed-in pages need no rule: they
// answer signed-out crawlers with a redirect to /log-in, which is itself noindex.
export default function robots(): MetadataRoute.Robots {
  if (getAppEnv() === "staging") return { rules: { userAgent: "*", disallow: "/" } };
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/dev/"] },
    sitemap: `https://${siteConfig.host}/sitemap.xml`,
    host: siteConfig.host,
  };
}
