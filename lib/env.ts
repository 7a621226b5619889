import "server-only";
import { z } from "zod";

// Every setting the server reads, validated once. `.env.example` and the README's settings table list the same names.
const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** Where this install runs (see getAppEnv()); "staging" turns on staging-only pages and console error logging. */
  APP_ENV: z.enum(["local", "test", "staging", "production"]).optional(),

  /** The server log's level (lib/log/logger.ts reads it directly): default 'silent' under jest, 'info' otherwise. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /** A database query that takes longer (milliseconds) is logged with its SQL text, never its values (0: every one). */
  SLOW_QUERY_MS: optional.pipe(z.coerce.number<string | undefined>().int().nonnegative().default(200)),
  /** Bearer token for /api/metrics (Prometheus). Unset: /api/metrics answers 404 on staging and production and is
   *  open elsewhere (a laptop, tests). */
  METRICS_TOKEN: optional,
  /** `npm run worker` serves its /api/metrics on this port (all interfaces; the token applies); unset: no listener. */
  METRICS_PORT: optional.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),

  // Database
  DATABASE_URL: optional,
  /** Folder of the embedded PGlite database when DATABASE_URL is not set. */
  EMBEDDED_DB_DIR: optional,
  /** Where background jobs run: "auto" = inside the app on the embedded database, `npm run worker` with
   *  DATABASE_URL; "on" = inside the app in every case (one small instance); "off" = never inside the app. */
  JOBS_IN_PROCESS: z.enum(["auto", "on", "off"]).default("auto"),

  // Site and sessions
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /** How many reverse proxies in front of the app append to X-Forwarded-For (0: the app faces the network and the
   *  client is the connection's own address). See lib/http/request-info.ts. */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  /** The standalone API server (`npm run api`) passes every path but the API's on to this Next server; `npm start`
   *  sets it on PostgreSQL. Unset: a reverse proxy in front routes /api/graphql to the API server itself. */
  NEXT_ORIGIN: optional.pipe(z.url({ protocol: /^http$/ }).optional()),
  AUTH_SECRET: optional,
  /** 32-byte key (base64) that encrypts SSNs and other secrets at rest. */
  SECRETS_KEY: optional,

  // Identity providers
  GOOGLE_CLIENT_ID: optional,
  OKTA_ISSUER: optional,
  OKTA_CLIENT_ID: optional,
  OKTA_CLIENT_SECRET: optional,
  /** Email domain of the provider's own staff, who must use the staff identity provider. */
  STAFF_EMAIL_DOMAIN: z.string().default("mariner.com"),

  // Email
  SMTP_URL: optional,
  EMAIL_FROM: z.string().default("Mariner <no-reply@marinerwellness.com>"),

  // SMS / voice codes (Twilio)
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM_NUMBER: optional,
  /** Test-only: a shorter life for two-factor codes (seconds), so end-to-end tests can see one expire. Ignored
   *  unless getAppEnv() is local or test. */
  TEST_ONE_TIME_CODE_LIFETIME_SECONDS: z.coerce.number().int().positive().optional(),
  /** Test-only: a shorter wait between two codes to one number (seconds); local/test installs only. */
  TEST_ONE_TIME_CODE_COOLDOWN_SECONDS: z.coerce.number().int().positive().optional(),
  /** End-to-end tests: how old an investing page's read of the clearing firm may be (seconds); local/test only. */
  TEST_INVESTING_PAGE_FRESHNESS_SECONDS: z.coerce.number().int().nonnegative().optional(),
  /** End-to-end tests: how long the plan dashboard's figures are kept (0: computed on every read); local/test only. */
  TEST_PLAN_INSIGHTS_MAX_AGE_SECONDS: z.coerce.number().int().nonnegative().optional(),

  // Captcha (Cloudflare Turnstile, invisible)
  CAPTCHA_SECRET_KEY: optional,
  /** ipinfo.io token: where a signed-in device's address is (Your devices); without it only local networks are named. */
  IPINFO_TOKEN: optional,
  NEXT_PUBLIC_CAPTCHA_SITE_KEY: optional,

  // Bank linking (Plaid)
  PLAID_CLIENT_ID: optional,
  PLAID_SECRET: optional,
  PLAID_ENV: z.enum(["sandbox", "development", "production"]).default("sandbox"),
  /** `${SITE_URL}/plaid-oauth` once registered in the provider's dashboard: banks that sign in on their own site
   *  (OAuth) send the member back there. Unset: those banks open in a pop-up instead (desktop only). */
  PLAID_REDIRECT_URI: optional.pipe(z.url({ protocol: /^https$/ }).optional()),

  // HR system sync (Finch); unset FINCH_CLIENT_ID or FINCH_CLIENT_SECRET: the built-in stand-in
  FINCH_CLIENT_ID: optional,
  FINCH_CLIENT_SECRET: optional,
  /** The webhook endpoint's signing secret from Finch's dashboard ("whsec_..."); unset: every webhook is refused. */
  FINCH_WEBHOOK_SECRET: optional,
  /** Finch Connect's sandbox: "finch" (Finch's fake providers) or "provider" (providers' own test accounts); unset:
   *  real employers' systems. */
  FINCH_SANDBOX: optional.pipe(z.enum(["finch", "provider"]).optional()),
  /** Finch's API host; unset: https://api.tryfinch.com. */
  FINCH_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),

  /** Comma-separated extra addresses that may use investing in production (spec 001 §6). */
  INVEST_ELIGIBLE_EMAILS: z
    .string()
    .optional()
    .transform((value) => (value ?? "").split(",").map((email) => email.trim().toLowerCase()).filter(Boolean)),

  // Clearing firm (Apex)
  APEX_API_URL: optional,
  APEX_CLIENT_ID: optional,
  APEX_CLIENT_SECRET: optional,
  /** The built-in sandbox (no APEX_*): seconds between submitting an application (or its documents) and the decision. */
  CLEARING_SANDBOX_REVIEW_SECONDS: z.coerce.number().int().nonnegative().default(20),
  /** How long the clearing-firm sandbox holds an ACH deposit PENDING before it settles. */
  CLEARING_SANDBOX_SETTLEMENT_SECONDS: z.coerce.number().int().nonnegative().default(30),

  // Address lookup (Google Places)
  GOOGLE_PLACES_API_KEY: optional,

  // File storage (S3 or an S3-compatible store); unset S3_BUCKET: files under LOCAL_STORAGE_DIR
  S3_BUCKET: optional,
  S3_REGION: z.string().default("us-east-1"),
  /** An S3-compatible store's address (MinIO, R2, ...); unset: AWS itself. */
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Both or neither: unset, the AWS SDK's own chain (instance role, AWS_* variables) supplies the credentials. */
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** bucket in the path (http://host/bucket/key) rather than the host name; most S3-compatible stores want it. */
  S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .transform((value) => ["1", "true", "yes"].includes((value ?? "").trim().toLowerCase())),
  /** Folder of the local file storage when S3 is not configured (default .data/storage). */
  LOCAL_STORAGE_DIR: optional,

  // Request a Demo (/get-started)
  /** Who is told about a demo request (default: the public info address). */
  DEMO_REQUEST_NOTIFY_EMAIL: optional,
  /** An https booking page (e.g. Calendly, HubSpot meetings) embedded instead of our own form; read at build time. */
  NEXT_PUBLIC_DEMO_SCHEDULER_URL: optional,
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Parsed settings. Read lazily so that `next build` can import modules without a configured environment. */
export function getEnv(): Env {
  if (!cached) cached = envSchema.parse(process.env);
  return cached;
}

/** For tests that change process.env. */
export function resetEnvForTests(): void {
  cached = undefined;
}

export function isProduction(): boolean {
  return getEnv().NODE_ENV === "production";
}

export type AppEnv = "local" | "test" | "staging" | "production";

/**
 * Where this install runs. APP_ENV wins when set; otherwise a production build on a configured PostgreSQL is
 * "production", and everything else (including `npm start` on the embedded database) is "local" or "test".
 */
export function getAppEnv(): AppEnv {
  const env = getEnv();
  if (env.APP_ENV) return env.APP_ENV;
  if (env.NODE_ENV === "test") return "test";
  if (env.NODE_ENV === "production" && env.DATABASE_URL !== undefined) return "production";
  return "local";
}

/**
 * A TEST_* setting's value on a local or test install, and undefined anywhere else: staging and production never let a
 * test shorten a security wait or a cache.
 */
export function testOnlySetting<T>(value: T | undefined): T | undefined {
  const appEnv = getAppEnv();
  return appEnv === "local" || appEnv === "test" ? value : undefined;
}

/**
 * A real deployment (production build on a configured PostgreSQL) must be given its secrets; a laptop install
 * (`npm start` on the embedded database, or any non-production run) generates them once under `.data/`.
 */
export function requiresConfiguredSecrets(): boolean {
  const appEnv = getAppEnv();
  return appEnv === "production" || appEnv === "staging";
}
