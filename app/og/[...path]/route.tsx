import { ImageResponse } from "next/og";
import { publicPages } from "@/lib/content/public-pages";
import { BRAND_COLORS, BrandMark } from "@/lib/seo/brand-mark";
import { pagePathFromShareImage, shareImagePath, SHARE_IMAGE_SIZE } from "@/lib/seo/share-image";
import { siteConfig } from "@/lib/site-config";

// One share image (Open Graph and Twitter) per public page, drawn at build time from the page's registry entry.
export const dynamicParams = false;

export function generateStaticParams() {
  return publicPages.map((page) => ({ path: shareImagePath(page.path).split("/").slice(2) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const pagePath = pagePathFromShareImage((await params).path);
  const page = publicPages.find((candidate) => candidate.path === pagePath);
  if (!page) return new Response("Not found", { status: 404 });

  return new ImageResponse(
    (
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: "100%",
          height: "100%",
          padding: 72,
          background: `linear-gradient(135deg, ${BRAND_COLORS.deep} 0%, ${BRAND_COLORS.tile} 100%)`,
          color: "#ffffff",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <BrandMark size={72} />
          <span style={{ fontSize: 40, fontWeight: 700 }}>{siteConfig.name}</span>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
          <span style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>
            {page.shareHeadline ?? page.title}
          </span>
          <span style={{ fontSize: 28, color: BRAND_COLORS.light, lineHeight: 1.4, maxWidth: 1000 }}>
            {page.description}
          </span>
        </div>
        <div style={{ display: "flex", height: 8, width: 160, background: BRAND_COLORS.accent, borderRadius: 4 }} />
      </div>
    ),
    SHARE_IMAGE_SIZE,
  );
}
