// Runs in the browser before the app's own code. zod compiles object parsers with `new Function` when it may, and
// finds out by trying it, which the Content-Security-Policy (no 'unsafe-eval') reports as a violation on every
// page with a form. Its jitless mode never tries; this sets it (zod's `z.config({ jitless: true })`, through the
// global zod reads it from, so public pages do not load zod for it) before any schema is built.
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
