// Next.js calls register() once when a server process starts (before it answers its first request).
export async function register(): Promise<void> {
  // Not in the edge runtime, and not while `next build` renders pages (it may start workers of its own).
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startInProcessJobWorkers } = await import("@/lib/jobs/start-in-process-job-workers");
  await startInProcessJobWorkers();
}
