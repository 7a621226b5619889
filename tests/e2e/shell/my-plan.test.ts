import type { Browser } from "playwright-core";
import { seriousAxeViolations } from "../helpers/axe";
import { demo, launchBrowser, newPage, signIn, viewports } from "../helpers/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test.each(Object.keys(viewports) as Array<keyof typeof viewports>)(
  "the demo member opens My Plan from the profile menu with the keyboard and sees the plan and what the employer can see (%s)",
  async (viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, demo.member);

    const profile = page.getByRole("button", { name: /profile menu for/i });
    await profile.focus();
    await page.keyboard.press("Enter");
    const myPlan = page.getByRole("menuitem", { name: "My Plan" });
    await myPlan.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/plan-details");

    await page.getByRole("heading", { level: 1, name: "My Plan" }).waitFor();
    const plan = page.getByRole("region", { name: "Acme Logistics" });
    await plan.getByText("Financial Wellness Coaching").waitFor();
    await plan.getByText("Unlimited 1-on-1 coaching").waitFor();
    await plan.getByRole("heading", { name: "Talking to a coach" }).waitFor();
    const visibility = page.getByRole("region", { name: "What your employer can see" });
    await visibility.getByText(/only ever sees totals for everyone on the plan together/).waitFor();
    await visibility.getByRole("heading", { name: "Who has viewed your data" }).waitFor();

    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.screenshot({ path: `test-results/my-plan-${viewport}.png`, fullPage: true });
    await context.close();
  },
);
