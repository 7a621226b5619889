// The Content-Security-Policy of every page (proxy.ts sets it). Scripts run only from this origin and, inline, only
// with the request's nonce (pages rendered per request) or the hash of the exact script (prerendered pages, whose
// HTML is built once and cannot carry a per-request nonce: lib/http/prerendered-script-hashes.ts). No
// 'unsafe-inline' for scripts, no inline event handlers (script-src-attr 'none'), and a third-party origin only for
// an integration that is configured and whose browser part needs it.

type Settings = Record<string, string | undefined>;

/** The browser-side integrations the running install is configured with (read from the environment at run time). */
export type CspIntegrations = {
  /** Google Identity Services (the Google sign-in button), with GOOGLE_CLIENT_ID. */
  google: boolean;
  /** Cloudflare Turnstile (the invisible captcha), with NEXT_PUBLIC_CAPTCHA_SITE_KEY. */
  captcha: boolean;
  /** Plaid Link, with PLAID_CLIENT_ID and PLAID_SECRET (otherwise the built-in sandbox, all on this origin). */
  plaid: boolean;
  /** The embedded booking page's origin, with NEXT_PUBLIC_DEMO_SCHEDULER_URL. */
  schedulerOrigin: string | null;
  /** With S3_BUCKET: where the browser PUTs an upload (the endpoint, path or virtual-hosted style); else none. */
  storageOrigins?: string[];
};

function s3Origins(settings: Settings): string[] {
  const bucket = settings.S3_BUCKET?.trim();
  if (!bucket) return [];
  try {
    const region = settings.S3_REGION?.trim() || "us-east-1";
    const base = new URL(settings.S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`);
    return [base.origin, `${base.protocol}//${bucket}.${base.host}`];
  } catch {
    return []; // getEnv() reports a malformed endpoint; never widen the policy on a guess
  }
}

export function cspIntegrationsFrom(settings: Settings = process.env): CspIntegrations {
  const present = (name: string) => Boolean(settings[name]?.trim());
  let schedulerOrigin: string | null = null;
  try {
    const scheduler = settings.NEXT_PUBLIC_DEMO_SCHEDULER_URL?.trim();
    if (scheduler) schedulerOrigin = new URL(scheduler).origin;
  } catch {
    schedulerOrigin = null; // getEnv() reports a malformed setting; never widen the policy on a guess
  }
  return {
    google: present("GOOGLE_CLIENT_ID"),
    captcha: present("NEXT_PUBLIC_CAPTCHA_SITE_KEY"),
    plaid: present("PLAID_CLIENT_ID") && present("PLAID_SECRET"),
    schedulerOrigin,
    storageOrigins: s3Origins(settings),
  };
}

// What each integration's browser part loads (from the providers' CSP guidance).
const GOOGLE = "https://accounts.google.com/gsi/";
const TURNSTILE = "https://challenges.cloudflare.com";
const PLAID_SCRIPT = "https://cdn.plaid.com/link/v2/stable/link-initialize.js";

export function contentSecurityPolicy({
  nonce,
  hashes = [],
  integrations,
  https,
  development = false,
}: {
  /** The request's nonce, for pages rendered per request. */
  nonce?: string;
  /** `sha256-...` of each inline script of a prerendered page. */
  hashes?: readonly string[];
  integrations: CspIntegrations;
  https: boolean;
  /** `next dev`: React's fast refresh evaluates code and talks over a web socket. */
  development?: boolean;
}): string {
  const { google, captcha, plaid, schedulerOrigin, storageOrigins = [] } = integrations;
  const list = (...sources: Array<string | false | null | undefined>) =>
    sources.filter((source): source is string => Boolean(source)).join(" ");

  const directives: Array<[string, string]> = [
    ["default-src", "'self'"],
    [
      "script-src",
      list(
        "'self'",
        nonce && `'nonce-${nonce}'`,
        ...hashes.map((hash) => `'${hash}'`),
        google && `${GOOGLE}client`,
        captcha && TURNSTILE,
        plaid && PLAID_SCRIPT,
        development && "'unsafe-eval'",
      ),
    ],
    ["script-src-attr", "'none'"],
    // React's `style` props are inline style attributes; styles cannot run code.
    ["style-src", list("'self'", "'unsafe-inline'", google && `${GOOGLE}style`)],
    ["img-src", "'self' data: blob:"],
    ["font-src", "'self' data:"],
    [
      "connect-src",
      list("'self'", google && GOOGLE, plaid && "https://*.plaid.com", ...storageOrigins, development && "ws: wss:"),
    ],
    ["frame-src", list("'self'", google && GOOGLE, captcha && TURNSTILE, plaid && "https://cdn.plaid.com", schedulerOrigin)],
    ["worker-src", "'self' blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests", ""]);
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join("; ");
}

/** Two years, every subdomain: sent only when SITE_URL is https (a laptop on http must stay reachable). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
