/** Joins class names, skipping falsy ones. Tailwind classes are written so that callers add, never override. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
