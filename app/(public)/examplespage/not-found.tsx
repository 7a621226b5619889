import type { Metadata } from "next";
import { LandingContent } from "@/components/public/landing/landing-content";
import { pageMetadata } from "@/lib/seo/page-metadata";

// Outside staging /examplespage does not exist, and shows the landing page with a 404 as any unknown address does
// (app/global-not-found.tsx). This page calls notFound() itself, so the landing page comes from here, inside the public
// chrome, and only with this page: app/not-found.tsx is the short one every page carries.
export const metadata: Metadata = pageMetadata("/");

export default function ExamplesPageNotFound() {
  return <LandingContent asNotFound />;
}
