import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

// Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern (a script tag
// with axe's source inline would be refused by it, as any injected script should be).
let axeSource: string | undefined;

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/** Runs axe-core on the page as it is now and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve("axe-core"), "utf8");
  // A client-side step change re-renders the page's metadata, and the <title> can be absent for a moment: audit the
  // page once it has settled. A page that never gets a title still fails, after this short wait.
  await page.waitForFunction(() => document.title !== "", undefined, { timeout: 3_000 }).catch(() => undefined);
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> };
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } };
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target.join(" ")) }));
  });
}
