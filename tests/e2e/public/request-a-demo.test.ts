import type { Browser } from "playwright-core";
import { baseUrl, demo, launchBrowser, newPage } from "../helpers/browser";
import { signInAsStaff } from "../helpers/staff-sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test("every 'Request a Demo' leads to /get-started, whose form checks its fields, keeps them, and stores the request", async () => {
  const { context, page } = await newPage(browser, "phone");
  await page.goto("/partners/kipp");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.locator("#mobile-nav-panel").getByRole("link", { name: "Request a Demo" }).click();
  await page.waitForURL("**/get-started");

  const workEmail = `demo.${Date.now()}@harbor-schools.example`;
  await page.getByLabel("Name").fill("Morgan Ellis");
  await page.getByLabel("Work email").fill("morgan@");
  await page.getByLabel("Company").fill("Harbor Charter Schools");
  await page.getByLabel("Number of employees").fill("0");
  await page.getByRole("button", { name: "Request a Demo" }).click();

  await page.getByText("Enter a valid work email").waitFor();
  await page.getByText("Enter your number of employees, 1 or more").waitFor();
  await expect(page.getByLabel("Name").inputValue()).resolves.toBe("Morgan Ellis");

  await page.getByLabel("Work email").fill(workEmail);
  await page.getByLabel("Number of employees").fill("240");
  await page.getByLabel("Preferred time").selectOption("Weekday mornings (Central Time)");
  await page.getByRole("button", { name: "Request a Demo" }).click();
  await page.getByRole("heading", { name: "Thanks, your request is in" }).waitFor();
  await page.getByText(workEmail).waitFor();
  await context.close();

  // The sales inbox was told (local outbox) ...
  const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox?to=info@marinerwellness.com&limit=20`)).json()) as Array<{
    subject: string;
    text: string;
  }>;
  const notification = outbox.find((message) => message.text.includes(workEmail));
  expect(notification?.subject).toBe("Demo request: Harbor Charter Schools");
  expect(notification?.text).toContain("Employees: 240");

  // ... and the request is in the database, where staff find it.
  const staff = await newPage(browser, "desktop");
  await signInAsStaff(staff.page, demo.staff);
  const response = await staff.page.request.post("/api/graphql", {
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
    data: { query: "query { demoRequests(first: 10) { nodes { workEmail company employeeCount preferredTime } } }" },
  });
  const { data } = (await response.json()) as {
    data: { demoRequests: { nodes: Array<{ workEmail: string; company: string; employeeCount: number; preferredTime: string }> } };
  };
  expect(data.demoRequests.nodes.find((request) => request.workEmail === workEmail)).toEqual({
    workEmail,
    company: "Harbor Charter Schools",
    employeeCount: 240,
    preferredTime: "Weekday mornings (Central Time)",
  });
  await staff.context.close();
});

test("on a phone, the confirmation that replaces the form is scrolled into view below the sticky header", async () => {
  const { context, page } = await newPage(browser, "phone");
  await page.goto("/get-started");
  await page.getByLabel("Name").fill("Riley Chen");
  await page.getByLabel("Work email").fill(`demo.${Date.now()}@lakeside-clinic.example`);
  await page.getByLabel("Company").fill("Lakeside Clinic");
  await page.getByLabel("Number of employees").fill("35");
  // The button sits at the bottom of a long form: the page is scrolled down when it is pressed.
  await page.getByRole("button", { name: "Request a Demo" }).click();

  const heading = page.getByRole("heading", { name: "Thanks, your request is in" });
  await heading.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "status");
  const header = await page.getByRole("banner").boundingBox();
  const headingBox = await heading.boundingBox();
  expect(header && headingBox).toBeTruthy();
  expect(headingBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await context.close();
});
