// A request's path as a metric label and log field: the parts that identify one record (database ids, uuids,
// numbers, tokens) become `:id`, so every member's /goals/{id} counts as one route and the label's values stay few.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Prisma's cuid() (c + 24) and cuid2-like ids: lower-case letters and digits, digits included. */
const CUID = /^[a-z][a-z0-9]{19,31}$/;
const NUMBER = /^\d+$/;
const HEX = /^[0-9a-f]{16,}$/i;
/** Tokens and keys: long, and mixing letters with digits. */
const TOKEN = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_~.=-]{16,}$/;
const MAX_SEGMENT = 64;

/** Next's build output: one label for all of it (file names carry content hashes). */
const BUILD_ASSETS = "/_next/";

export const ID_PLACEHOLDER = ":id";

function isIdentifier(segment: string): boolean {
  return (
    segment.length > MAX_SEGMENT ||
    UUID.test(segment) ||
    NUMBER.test(segment) ||
    HEX.test(segment) ||
    (CUID.test(segment) && /\d/.test(segment)) ||
    TOKEN.test(segment)
  );
}

/** `/goals/cm3x.../edit?x=1` -> `/goals/:id/edit`. Never the query (tokens travel there), never a trailing slash. */
export function normalizeRoute(target: string): string {
  const query = target.search(/[?#]/);
  const path = query === -1 ? target : target.slice(0, query);
  if (path.startsWith(BUILD_ASSETS)) return "/_next/*";
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return "/";
  return `/${segments.map((segment) => (isIdentifier(segment) ? ID_PLACEHOLDER : segment)).join("/")}`;
}
