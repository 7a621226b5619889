import type { Browser, Page } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { baseUrl, demo, launchBrowser, newPage, signIn } from "../helpers/browser";
import { signUpToOnboarding } from "../helpers/sign-up";

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

/** The plan-member verification link emailed to `to` after `since`. */
async function verifyLinkFor(to: string, since: number): Promise<string> {
  for (let tries = 0; tries < 40; tries++) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as Array<{ text: string; createdAt: string }>;
    const link = messages.find((m) => new Date(m.createdAt).getTime() >= since)?.text.match(/https?:\/\/\S+\/verify\/sent\/\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification link for ${to}`);
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

test("an owner connects the HR system, the roster fills, an invited employee signs up (hidden in the funnel under ten); a refused connection shows the banner to owner, editor and viewer", async () => {
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

  // One of the invited employees signs up and confirms their work email: on the roster they show as signed up; in
  // the funnel one member is a group under ten, so the figure stays hidden.
  const workEmail = (await owner.page.getByRole("cell", { name: /@northwindfreight\.example\.com/ }).first().locator("p").nth(1).textContent())!.trim();
  const employee = await newPage(browser);
  await signUpToOnboarding(employee.page, "e2e-hr-invitee");
  const since = Date.now() - 1_000;
  await employee.page.goto("/verify?next=%2Fhealth");
  await employee.page.getByLabel("Work email").fill(workEmail);
  await employee.page.getByRole("button", { name: "Send link" }).click();
  await employee.page.waitForURL("**/verify/sent?**");
  await employee.page.goto(await verifyLinkFor(workEmail, since));
  await employee.page.waitForURL((url) => !url.pathname.startsWith("/verify"));
  await employee.context.close();

  await owner.page.getByLabel("Search by name, email or employee id").fill(workEmail);
  await owner.page.getByRole("button", { name: "Search", exact: true }).click();
  await owner.page.getByRole("cell", { name: "Signed up", exact: true }).waitFor();
  await owner.page.getByRole("navigation", { name: "Plan dashboard" }).getByRole("link", { name: "Engagement" }).click();
  const stages = owner.page.getByRole("list", { name: "Members at each stage" });
  await expect(stages.locator("li").filter({ hasText: "Joined the plan" }).innerText()).resolves.toContain("Hidden");
  await owner.page.goto(`/dashboard/${planId}/roster`);

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
