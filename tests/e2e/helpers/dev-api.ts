import type { Page } from "playwright-core";

/** POSTs JSON as the page's signed-in user (the dev routes: sandbox controls, test applications); throws unless 2xx. */
export async function postJson(page: Page, path: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await page.request.post(path, { headers: { "content-type": "application/json" }, data });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body;
}
