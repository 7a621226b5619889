import type { Browser } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { baseUrl, demo, launchBrowser, newPage, signIn } from "../helpers/browser";

// The Roster tab (issue 14 items 2 and 4): the demo plan's owner uploads a roster with one bad row, sees the row and
// why, uploads the fixed file, applies it and watches the progress finish; the new employees' invitations are in the
// outbox. Screenshots at 1280 and 390 px go to test-results/.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function outboxSubjects(to: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}&limit=10`);
  return ((await response.json()) as Array<{ subject: string | null }>).map((message) => message.subject ?? "");
}

test("an owner uploads a roster, fixes the bad row, applies it, and the invitations go out", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, demo.planAdmin);
  await page.goto("/dashboard");
  await page.waitForURL(/\/dashboard\/[^/]+$/);
  await page.getByRole("navigation", { name: "Plan dashboard" }).getByRole("link", { name: "Roster" }).click();
  await page.waitForURL(/\/dashboard\/[^/]+\/roster$/);
  await page.getByRole("heading", { name: "Upload a roster" }).waitFor();

  const tag = Date.now().toString(36);
  const emails = [`riley.${tag}@acme-logistics.example`, `sam.${tag}@acme-logistics.example`];
  const header = "Email,First Name,Last Name,Employee ID,Department,Location,Status,Hire Date";
  const bad = [header, `${emails[0]},Riley,Park,R-${tag}-1,Sales,Austin,active,2024-05-01`, `sam.${tag}-at-acme,Sam,Reyes,R-${tag}-2,Sales,Dallas,active,2024-05-02`].join("\n");
  const fixed = [header, `${emails[0]},Riley,Park,R-${tag}-1,Sales,Austin,active,2024-05-01`, `${emails[1]},Sam,Reyes,R-${tag}-2,Sales,Dallas,active,2024-05-02`].join("\n");

  const fileInput = page.getByLabel("Roster file (CSV)");
  await fileInput.setInputFiles({ name: "roster.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await page.getByRole("heading", { name: "Fix 1 row and upload the file again" }).waitFor();
  const errors = page.getByRole("table", { name: "Rows with errors" });
  await errors.getByRole("cell", { name: "Email: Enter a valid work email." }).waitFor();
  expect(await errors.getByRole("row").nth(1).getByRole("cell").first().textContent()).toBe("3");
  expect(await page.getByRole("button", { name: "Apply changes" }).count()).toBe(0);
  await page.screenshot({ path: "test-results/roster-errors-desktop.png", fullPage: true });

  await fileInput.setInputFiles({ name: "roster-fixed.csv", mimeType: "text/csv", buffer: Buffer.from(fixed) });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await page.getByText("roster-fixed.csv").waitFor();
  await page.getByRole("button", { name: "Apply changes" }).click();
  await page.getByText("Applied. The roster below is up to date.").waitFor({ timeout: 30_000 });
  // The demo roster runs to several pages: the search finds the new employee.
  await page.getByLabel("Search by name, email or employee id").fill("Riley");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("cell", { name: /^Riley Park/ }).waitFor();

  for (const email of emails) {
    for (let tries = 0; !(await outboxSubjects(email)).some((subject) => subject.includes("Acme Logistics")); tries++) {
      if (tries > 30) throw new Error(`no invitation for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/roster-applied-desktop.png", fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/roster-phone.png", fullPage: true });
  await page.getByRole("navigation", { name: "Plan dashboard" }).getByRole("link", { name: "Communications" }).click();
  await page.getByRole("heading", { name: "Invitation email" }).waitFor();
  await page.screenshot({ path: "test-results/communications-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/communications-desktop.png", fullPage: true });
  await context.close();
});
