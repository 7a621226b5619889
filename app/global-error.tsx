"use client";

import { useEffect } from "react";
import { GeistSans } from "geist/font/sans";
import { CrashFallback } from "@/components/ui/crash-fallback";
import "./globals.css";

/** Replaces the root layout when it fails itself, so it brings its own document, styles and font. */
export default function GlobalError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en" className={GeistSans.variable}>
      <body className="min-h-screen font-sans antialiased">
        <title>Something went wrong</title>
        <main>
          <CrashFallback error={error} />
        </main>
      </body>
    </html>
  );
}
