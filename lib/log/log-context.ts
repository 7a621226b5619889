import { AsyncLocalStorage } from "node:async_hooks";

/** What every log line written while answering one request carries. */
export type LogContext = { requestId: string; userId?: string; coachedUserId?: string; operation?: string };

const storage = new AsyncLocalStorage<LogContext>();

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
