// What a server process must finish when it is told to stop, after its last request is answered: closing the
// database pool, stopping the job workers. Modules register here (lib/db.ts registers closeDb) and the signal
// handler (lib/http/graceful-shutdown.ts) runs them, without importing them: the instrumentation hook that installs
// the handler cannot load server-only modules. On globalThis: Next may evaluate a module more than once.
type ShutdownHook = () => Promise<void>;

const registry = globalThis as typeof globalThis & { __wellnessShutdownHooks?: Map<string, ShutdownHook> };

/** Registers (or replaces) the hook with this name. */
export function onShutdown(name: string, hook: ShutdownHook): void {
  (registry.__wellnessShutdownHooks ??= new Map()).set(name, hook);
}

/** Runs every hook once, in the order registered; a failing hook does not stop the others. */
export async function runShutdownHooks(): Promise<void> {
  const hooks = [...(registry.__wellnessShutdownHooks?.values() ?? [])];
  registry.__wellnessShutdownHooks?.clear();
  for (const hook of hooks) await hook().catch(() => {});
}
