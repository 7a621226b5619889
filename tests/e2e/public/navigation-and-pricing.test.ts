import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "../helpers/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const panel = (page: Page) => page.locator("#mobile-nav-panel");

describe("mobile navigation (four states, spec 002 §4)", () => {
  test("closed -> open -> platform sub-menu -> Back -> resources sub-menu -> Back -> closed, by keyboard", async () => {
    const { context, page } = await newPage(browser, "phone");
    await page.goto("/pricing");
    const burger = page.getByRole("button", { name: "Menu" });

    // closed
    await expect(burger.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(panel(page).isVisible()).resolves.toBe(false);

    // open
    await burger.focus();
    await page.keyboard.press("Enter");
    await expect(burger.getAttribute("aria-expanded")).resolves.toBe("true");
    for (const item of ["Platform", "Pricing", "Resources", "Log in", "Sign up", "Request a Demo"]) {
      await panel(page).getByText(item, { exact: true }).waitFor();
    }

    // platform sub-menu
    await panel(page).getByRole("button", { name: "Platform" }).focus();
    await page.keyboard.press("Enter");
    await panel(page).getByRole("link", { name: "Financial Wellness Platform" }).waitFor();
    await panel(page).getByRole("link", { name: "Financial Wellness Coaching" }).waitFor();
    await panel(page).getByRole("button", { name: "Back" }).focus();
    await page.keyboard.press("Enter");

    // back to open, focus on the sub-menu's trigger
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Platform");

    // resources sub-menu
    await panel(page).getByRole("button", { name: "Resources" }).click();
    await panel(page).getByRole("link", { name: "About Us" }).waitFor();
    await panel(page).getByRole("link", { name: "Partners" }).waitFor();
    await panel(page).getByRole("button", { name: "Back" }).click();
    await panel(page).getByRole("button", { name: "Platform" }).waitFor();

    // Escape closes and gives focus back to the burger
    await page.keyboard.press("Escape");
    await expect(burger.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe("Menu");
    await context.close();
  });

  test("following a sub-menu link closes the menu on the new page", async () => {
    const { context, page } = await newPage(browser, "phone");
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await panel(page).getByRole("button", { name: "Resources" }).click();
    await panel(page).getByRole("link", { name: "About Us" }).click();
    await page.waitForURL("**/about-us");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect(panel(page).isVisible()).resolves.toBe(false);
    await context.close();
  });

  test("the desktop bar's Platform menu opens from the keyboard and Escape returns focus", async () => {
    const { context, page } = await newPage(browser, "desktop");
    await page.goto("/");
    const platform = page.getByRole("banner").getByRole("button", { name: "Platform" });
    await platform.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("banner").getByRole("link", { name: "Financial Wellness Coaching" }).waitFor();
    await page.keyboard.press("Escape");
    await expect(platform.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Platform");
    await context.close();
  });

  test("the skip link moves focus to the main content", async () => {
    const { context, page } = await newPage(browser, "desktop");
    await page.goto("/pricing");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to main content");
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
    await context.close();
  });
});

describe("pricing calculator", () => {
  const boundaries = [
    ["0", "Custom", "Schedule a demo for a custom quote", "Schedule a demo for a custom quote"],
    ["1", "Small business", "$2,500/yr", "$8/mo"],
    ["49", "Small business", "$2,500/yr", "$392/mo"],
    ["50", "Emerging business", "$2,500/yr", "$350/mo"],
    ["149", "Emerging business", "$2,500/yr", "$1,043/mo"],
    ["150", "Medium-sized business", "$5,000/yr", "$900/mo"],
    ["999", "Medium-sized business", "$5,000/yr", "$5,994/mo"],
    ["1000", "Large business", "$10,000/yr", "$5,000/mo"],
    ["1001", "Enterprise", "Schedule a demo for a custom quote", "Schedule a demo for a custom quote"],
  ] as const;

  test("the full calculator on /pricing prices every tier boundary", async () => {
    const { context, page } = await newPage(browser, "phone");
    await page.goto("/pricing");
    const input = page.getByLabel("Number of employees");
    for (const [count, tier, platform, coaching] of boundaries) {
      await input.fill(count);
      await expect(page.getByTestId("pricing-tier").textContent()).resolves.toBe(tier);
      await expect(page.getByTestId("price-financial-wellness-platform").innerText()).resolves.toContain(platform);
      await expect(page.getByTestId("price-financial-wellness-coaching").innerText()).resolves.toContain(coaching);
    }
    await context.close();
  });

  test("nonsense never shows NaN: negative numbers are explained, letters cannot be typed", async () => {
    const { context, page } = await newPage(browser, "desktop");
    await page.goto("/pricing");
    const input = page.getByLabel("Number of employees");

    await input.fill("-12");
    await page.getByText("Enter a whole number of employees, 0 or more.").waitFor();
    await expect(input.getAttribute("aria-invalid")).resolves.toBe("true");

    await input.fill("");
    await input.pressSequentially("abc");
    await expect(input.inputValue()).resolves.toBe("");
    await page.getByText("Enter your number of employees to see prices.").waitFor();
    await expect(page.locator("main").innerText()).resolves.not.toContain("NaN");
    await context.close();
  });

  test("the condensed calculator on the landing page prices a count and 'Pricing details' carries it to /pricing", async () => {
    const { context, page } = await newPage(browser, "phone");
    await page.goto("/");
    const calculator = page.getByTestId("pricing-calculator-condensed");
    await calculator.getByLabel("Number of employees").fill("1000");
    await expect(calculator.getByTestId("pricing-tier").textContent()).resolves.toBe("Large business");
    await expect(calculator.getByTestId("price-financial-wellness-coaching").innerText()).resolves.toContain("$5,000/mo");
    await calculator.getByRole("link", { name: "Pricing details" }).click();
    await page.waitForURL("**/pricing?employees=1000");

    // The full calculator starts from the count typed on the landing page, not from its default of 100.
    const full = page.getByTestId("pricing-calculator-full");
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>("[data-testid=pricing-calculator-full] input")?.value === "1000",
    );
    await expect(full.getByTestId("pricing-tier").textContent()).resolves.toBe("Large business");
    await expect(full.getByTestId("price-financial-wellness-platform").innerText()).resolves.toContain("$10,000/yr");
    await context.close();
  });

  test("the comparison toggles between employee and employer features and its menu collapses back to the first", async () => {
    const { context, page } = await newPage(browser, "desktop");
    await page.goto("/pricing");
    const employees = page.getByTestId("features-employees");
    await employees.getByRole("button", { name: "Coaching" }).click();
    await employees.getByRole("row", { name: /Unlimited 1-on-1 coaching/ }).waitFor();
    await employees.getByRole("button", { name: "Coaching" }).click();
    await expect(employees.getByRole("button", { name: "Education" }).getAttribute("aria-expanded")).resolves.toBe("true");

    await page.getByRole("button", { name: "For employers" }).click();
    await page.getByTestId("features-employers").getByRole("row", { name: /Adoption reporting/ }).waitFor();
    await expect(employees.isVisible()).resolves.toBe(false);
    await context.close();
  });
});
