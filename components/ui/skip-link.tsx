import type { ReactNode } from "react";

type SkipLinkProps = { href?: string; children?: ReactNode };

/**
 * First focusable element of a layout: hidden until focused, then jumps past the navigation. The target needs an id
 * and tabIndex={-1} (e.g. <main id="main" tabIndex={-1}>) so focus really moves there.
 */
export function SkipLink({ href = "#main", children = "Skip to main content" }: SkipLinkProps) {
  return (
    <a
      href={href}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-md focus:bg-surface focus:px-4 focus:font-semibold focus:text-brand-700 focus:shadow-lg"
    >
      {children}
    </a>
  );
}
