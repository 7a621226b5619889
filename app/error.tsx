"use client";

import { useEffect } from "react";
import { CrashFallback } from "@/components/ui/crash-fallback";

/** Any page that throws while rendering is replaced by this, inside the surrounding layouts. */
export default function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    // Spec 001 §8 wants errors in the console in local and staging; in production builds Next only passes a digest.
    console.error(error);
  }, [error]);

  return <CrashFallback error={error} />;
}
