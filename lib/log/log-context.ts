import { AsyncLocalStorage } from "node:async_hooks";

/** What every log line written while answering one request carries. */
export type LogContext = { requestId: string; userId?: string; coachedUserId?: string; operation?: string };

// On globalThis: Next bundles instrumentation.ts apart from the routes, so this module may be evaluated twice in one
// process, and the logger's mixin (created once, lib/log/logger.ts) must read the store the handlers write.
const globalForLogContext = globalThis as typeof globalThis & { __wellnessLogContext?: AsyncLocalStorage<LogContext> };
const storage = (globalForLogContext.__wellnessLogContext ??= new AsyncLocalStorage<LogContext>());

export function runWithLogContext<T>(context: LogContext, run: () => T): T {
  return storage.run({ ...context }, run);
}

/** Adds the user or the operation once they are known (after the session check, at execution). */
export function setLogContext(patch: Partial<Omit<LogContext, "requestId">>): void {
  const context = storage.getStore();
  if (context) Object.assign(context, patch);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}
