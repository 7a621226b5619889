import { cn } from "@/components/ui/cn";
import { siteConfig } from "@/lib/site-config";

const tones = {
  dark: { tile: "#0f6157", sail: "#ffffff", word: "text-brand-900" },
  light: { tile: "#ffffff", sail: "#0f6157", word: "text-white" },
} as const;

/** The mark and word mark, linking home. Inline so it paints with the HTML and never shifts the bar. */
export function Logo({ tone = "dark" }: { tone?: keyof typeof tones }) {
  const colors = tones[tone];
  return (
    <a href="/" aria-label={`${siteConfig.name} home`} className="inline-flex min-h-11 items-center gap-2">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="32" height="32">
        <rect width="32" height="32" rx="9" fill={colors.tile} />
        <path
          d="M16 6v16M16 8l8 12h-8z"
          fill={colors.sail}
          stroke={colors.sail}
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <path d="M7 23c3 2.5 6 2.5 9 0s6-2.5 9 0" fill="none" stroke="#f2a93b" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={cn("text-lg font-semibold tracking-tight", colors.word)}>{siteConfig.name}</span>
    </a>
  );
}
