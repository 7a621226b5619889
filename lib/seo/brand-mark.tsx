// The logo mark drawn for generated images (icons and share cards). next/og renders a subset of CSS; an inline SVG
// is the one thing every renderer draws the same.

export const BRAND_COLORS = { tile: "#0f6157", deep: "#0b3f3a", light: "#d7f2ec", accent: "#f2a93b" } as const;

export function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="9" fill={BRAND_COLORS.tile} />
      <path d="M16 6v16M16 8l8 12h-8z" fill="#fff" stroke="#fff" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M7 23c3 2.5 6 2.5 9 0s6-2.5 9 0" fill="none" stroke={BRAND_COLORS.accent} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
