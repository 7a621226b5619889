import Link from "next/link";
import { siteConfig } from "@/lib/site-config";

/** The mark and word mark, linking home. Inline so it paints with the HTML and never shifts the bar. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const light = tone === "light";
  return (
    <Link
      href="/"
      aria-label={`${siteConfig.name} home`}
      className="inline-flex min-h-11 items-center gap-2 rounded-md"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="32" height="32">
        <rect width="32" height="32" rx="9" fill={light ? "#ffffff" : "#0f6157"} />
        <path d="M16 6v16M16 8l8 12h-8z" fill={light ? "#0f6157" : "#ffffff"} stroke={light ? "#0f6157" : "#ffffff"} strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M7 23c3 2.5 6 2.5 9 0s6-2.5 9 0" fill="none" stroke="#f2a93b" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className={light ? "text-lg font-semibold tracking-tight text-white" : "text-lg font-semibold tracking-tight text-brand-900"}>
        {siteConfig.name}
      </span>
    </Link>
  );
}
