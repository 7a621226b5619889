import { getEnv } from "@/lib/env";

/** An absolute link to this site, always from the configured SITE_URL - never from a request's Host header. */
export function absoluteUrl(pathWithQuery: string): string {
  return new URL(pathWithQuery, getEnv().SITE_URL).toString();
}
