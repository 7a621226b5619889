import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { baseUrl, demo, launchBrowser, newPage, signIn } from "../helpers/browser";

// HR system sync (issue 14 item 3) on Northwind Freight, the demo plan with no roster: its owner connects the built-in
// HR system and the directory fills the roster; then the stand-in refuses the connection, and the owner, the editor
// and the viewer each see the banner that links to the plan's dashboard, where the Roster tab says why. The viewer
// gets no button that changes anything.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openRoster(page: Page): Promise<string> {
  await page.goto("/dashboard");
  await page.waitForURL(/\/dashboard\/[^/]+$/);
  const planId = new URL(page.url()).pathname.split("/")[2]!;
  await page.goto(`/dashboard/${planId}/roster`);
  await page.getByRole("heading", { name: "HR system sync" }).waitFor();
  return planId;
}

/** Reloads until the Roster tab shows `text` (the sync runs as a background job). */
async function reloadUntil(page: Page, text: string | RegExp) {
  for (let tries = 0; ; tries++) {
    if ((await page.getByText(text).count()) > 0) return;
    if (tries > 30) throw new Error(`never showed ${text}`);
    await page.waitForTimeout(1_000);
    await page.reload();
  }
}

test("an owner connects the HR system, the roster fills; a refused connection shows the banner to owner, editor and viewer", async () => {
  const owner = await newPage(browser);
  await signIn(owner.page, demo.hrPlanOwner);
  const planId = await openRoster(owner.page);
  await owner.page.getByText("No employees on the roster yet.").waitFor();

  await owner.page.getByRole("button", { name: "Connect your HR system" }).click();
  await owner.page.getByRole("heading", { name: "Connect your HR system" }).waitFor();
  await owner.page.getByText("Northwind Freight", { exact: true }).waitFor();
  await owner.page.getByRole("button", { name: "Allow access" }).click();
  await owner.page.waitForURL(/\/roster\?hr=connected$/);
  await owner.page.getByRole("status").getByText(/Your HR system is connected/).waitFor();
  await reloadUntil(owner.page, /added, 0 updated, 0 ended; 1 skipped/);
  await owner.page.getByText("Last successful sync").waitFor();
  expect(await owner.page.getByRole("cell", { name: /@northwindfreight\.example\.com/ }).count()).toBeGreaterThan(10);
  await owner.page.screenshot({ path: "test-results/hr-sync-connected-desktop.png", fullPage: true });

  // The HR system stops accepting the connection; the owner's 'Refresh now' finds out.
  const failed = await fetch(`${baseUrl}/api/dev/hr-system`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "fail", planId, kind: "REAUTH_REQUIRED" }),
  });
  expect(failed.status).toBe(200);
  await owner.page.getByRole("button", { name: "Refresh now" }).click();
  await owner.page.getByText("Syncing the roster from your HR system.").first().waitFor();
  await reloadUntil(owner.page, "The last sync failed.");
  await owner.page.getByText("Your HR system no longer accepts our connection. Connect it again to keep the roster up to date.").waitFor();
  await owner.page.getByRole("button", { name: "Connect again" }).waitFor();
  await expect(seriousAxeViolations(owner.page)).resolves.toEqual([]);
  await owner.context.close();

  for (const [email, viewport] of [
    [demo.hrPlanOwner, "desktop"],
    [demo.hrPlanEditor, "desktop"],
    [demo.hrPlanViewer, "phone"],
  ] as const) {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, email);
    const notices = page.getByRole("region", { name: "Plan notices" });
    await notices.getByText("The employee roster sync for Northwind Freight failed.").waitFor();
    await notices.getByRole("link", { name: "Review it on the Admin Dashboard" }).click();
    await page.waitForURL(`**/dashboard/${planId}`);
    await page.getByRole("link", { name: "See why on the Roster tab" }).click();
    await page.getByText("The last sync failed.").waitFor();
    if (email === demo.hrPlanViewer) {
      // Viewers read: no button that changes the sync or the roster.
      for (const name of ["Connect again", "Refresh now", "Disconnect", "Upload and preview"]) {
        expect(await page.getByRole("button", { name }).count()).toBe(0);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: "test-results/hr-sync-failed-phone.png", fullPage: true });
    } else {
      await page.getByRole("button", { name: "Connect again" }).waitFor();
    }
    await context.close();
  }
});
