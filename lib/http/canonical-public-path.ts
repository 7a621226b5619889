// Public slugs are case-insensitive (spec 002 §2: /partners/{partner}; plans are addressed by their lower-cased
// name): any other spelling is sent, permanently, to the one lower-case URL the page is prerendered at, so search
// engines index one address per page and the page is never rendered on demand.

const SLUG_PREFIXES = ["/partners/", "/jobs/", "/plan/"] as const;

/** The canonical path for a public slug path, or null when the path already is canonical (or is not one). */
export function canonicalPublicPath(pathname: string): string | null {
  const prefix = SLUG_PREFIXES.find((candidate) => pathname.toLowerCase().startsWith(candidate));
  if (!prefix) return null;
  const slug = pathname.slice(prefix.length);
  if (slug === "" || slug.includes("/")) return null;

  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  // "Financial Wellness Coaching" (the plan's name) reads as its slug.
  const canonicalSlug = decoded.trim().toLowerCase().replace(/\s+/g, "-");
  if (!/^[a-z0-9-]+$/.test(canonicalSlug)) return null;
  const canonical = `${prefix}${canonicalSlug}`;
  return canonical === pathname ? null : canonical;
}
