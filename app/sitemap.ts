import type { MetadataRoute } from "next";
import { publicPages } from "@/lib/content/public-pages";
import { siteConfig } from "@/lib/site-config";

/** Every indexable public route (partners, plans and jobs included), from the one registry of public pages. */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicPages
    .filter((page) => !page.noIndex)
    .map((page) => ({
      url: `https://${siteConfig.host}${page.path === "/" ? "" : page.path}`,
      priority: page.priority,
    }));
}
