import type { Metadata } from "next";
import { getPublicPage } from "@/lib/content/public-pages";
import { siteConfig } from "@/lib/site-config";
import { SHARE_IMAGE_SIZE, shareImagePath } from "./share-image";

/**
 * A public page's metadata from its registry entry: title, description, canonical URL, Open Graph and Twitter cards
 * with the page's generated share image. Relative URLs resolve against the public layout's metadataBase.
 */
export function pageMetadata(path: string): Metadata {
  const page = getPublicPage(path);
  const image = {
    url: shareImagePath(path),
    ...SHARE_IMAGE_SIZE,
    alt: page.shareHeadline ?? page.title,
  };
  const socialTitle = page.absoluteTitle ? page.title : `${page.title} · ${siteConfig.name}`;
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: path },
    robots: page.noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "website",
      url: path,
      siteName: siteConfig.name,
      locale: "en_US",
      title: socialTitle,
      description: page.description,
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title: socialTitle,
      description: page.description,
      images: [image],
    },
  };
}
