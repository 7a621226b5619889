import type { ReactNode } from "react";

/** An underlined in-text link on light bands, tall enough to tap. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={
        "inline-flex min-h-11 items-center rounded-sm font-semibold text-brand-700 underline underline-offset-4 " +
        "hover:text-brand-900"
      }
    >
      {children}
    </a>
  );
}
