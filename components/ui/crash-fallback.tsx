"use client";

import { useEffect, useId, useRef } from "react";
import { siteConfig } from "@/lib/site-config";
import { Button, buttonClasses } from "./button";

/** A failed download of a code chunk, typically after a new deployment: reloading the page fixes it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

function reportHref(error: unknown): string {
  const digest = error instanceof Error && "digest" in error ? String((error as { digest?: unknown }).digest ?? "") : "";
  const subject = encodeURIComponent(`${siteConfig.productName}: error report`);
  const body = encodeURIComponent(
    `${digest ? `Reference: ${digest}\n\n` : ""}What were you doing when the problem happened?\n`,
  );
  return `mailto:${siteConfig.infoEmail}?subject=${subject}&body=${body}`;
}

type CrashFallbackProps = {
  error: unknown;
  /** Moves focus to the heading on mount (default); off where it is shown among other content (the gallery). */
  autoFocus?: boolean;
};

/**
 * What replaces a page that failed to render (app/error.tsx, app/global-error.tsx). Focus moves to its heading so
 * keyboard and screen-reader users land on it.
 */
export function CrashFallback({ error, autoFocus = true }: CrashFallbackProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto my-12 flex w-[calc(100%-2rem)] max-w-lg flex-col gap-4 rounded-xl border border-border bg-surface p-6 shadow-sm"
    >
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink focus:outline-none">
        We apologize
      </h1>
      <p className="text-base text-muted">
        There seems to have been an issue. If the problem persists, please contact us at{" "}
        <a href={`mailto:${siteConfig.infoEmail}`} className="font-medium text-brand-700 underline">
          {siteConfig.infoEmail}
        </a>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {chunkError ? (
          <Button onClick={() => window.location.reload()}>Reload</Button>
        ) : (
          // A full page load rather than client navigation: the app's state may be what broke.
          // eslint-disable-next-line @next/next/no-html-link-for-pages
          <a href="/" className={buttonClasses()}>
            Redirect to home page
          </a>
        )}
        <a href={reportHref(error)} className={buttonClasses({ variant: "secondary" })}>
          Report Feedback
        </a>
      </div>
    </section>
  );
}
