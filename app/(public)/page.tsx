import type { Metadata } from "next";
import { LandingContent } from "@/components/public/landing/landing-content";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata("/");

/** The signed-out landing page (spec 002 §2). Static: no data, cookies or headers. */
export default function LandingPage() {
  return <LandingContent />;
}
