"use client";

import { useEffect } from "react";
import { CrashFallback } from "@/components/ui/crash-fallback";

/**
 * A signed-in page that throws while rendering is replaced by the crash fallback inside the shell, so the navigation,
 * the coach-mode banner (and its exit) stay usable. app/error.tsx covers the rest, app/global-error.tsx the layouts.
 */
export default function SignedInErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    // Spec 001 §8 wants errors in the console in local and staging; in production builds Next only passes a digest.
    console.error(error);
  }, [error]);

  return <CrashFallback error={error} />;
}
