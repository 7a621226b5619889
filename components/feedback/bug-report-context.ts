/** What a bug report says about where it was sent from; read once, when the form opens. */
export type BugReportContext = { pagePath: string; userAgent: string };

export function currentBugReportContext(): BugReportContext {
  return { pagePath: `${window.location.pathname}${window.location.search}`, userAgent: navigator.userAgent };
}
