import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

// A prerendered page is served as the HTML `next build` wrote, so its inline scripts (Next's flight data, the
// bootstrap) are fixed at build time and cannot carry a per-request nonce. The policy for such a page lists the
// SHA-256 of each of them instead, read once per process from the build's own output: the prerender manifest says
// which paths are prerendered, and `server/app/<path>.html` holds each one's HTML.

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `sha256-...` of each inline script in a page's HTML, as a policy's hash source names it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

type Build = { prerendered: Set<string>; hashes: Map<string, string[]> };

const globalForHashes = globalThis as typeof globalThis & { __prerenderedScripts?: Build | null };

function distDir(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || ".next");
}

function loadBuild(): Build | null {
  // `next dev` renders every page per request (with a nonce); a production build's files in the folder are stale.
  if (process.env.NODE_ENV === "development") return null;
  if (globalForHashes.__prerenderedScripts !== undefined) return globalForHashes.__prerenderedScripts;
  let build: Build | null = null;
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir(), "prerender-manifest.json"), "utf8")) as {
      routes?: Record<string, unknown>;
    };
    build = { prerendered: new Set(Object.keys(manifest.routes ?? {})), hashes: new Map() };
  } catch {
    build = null; // `next dev` has no prerendered pages: every page is rendered per request, with a nonce
  }
  globalForHashes.__prerenderedScripts = build;
  return build;
}

function htmlFile(pathname: string): string {
  return path.join(distDir(), "server", "app", `${pathname === "/" ? "/index" : pathname}.html`);
}

function hashesOfFile(build: Build, key: string, file: string): string[] | null {
  const known = build.hashes.get(key);
  if (known) return known;
  try {
    const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
    build.hashes.set(key, hashes);
    return hashes;
  } catch {
    return null;
  }
}

/** The hashes for a prerendered path, or null when the path is rendered per request (it then gets a nonce). */
export function prerenderedScriptHashes(pathname: string): string[] | null {
  const build = loadBuild();
  if (!build) return null;
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (!build.prerendered.has(normalised)) return null;
  return hashesOfFile(build, normalised, htmlFile(normalised));
}

/**
 * The prerendered not-found page's hashes: an unknown path is answered with it, and which paths are unknown only
 * the router knows, so every page rendered per request also allows its scripts (they are the app's own).
 */
export function notFoundScriptHashes(): string[] {
  const build = loadBuild();
  if (!build) return [];
  return hashesOfFile(build, "/_not-found", htmlFile("/_not-found")) ?? [];
}
