import { request as playwrightRequest } from "playwright-core";
import type { Browser } from "playwright-core";
import { baseUrl, demo, launchBrowser, newPage, signIn } from "../helpers/browser";

const AUTHENTICATION_INFO = "query { authenticationInfo { email isStaff isCoachMode plans { planName adminPermission } } }";
const headers = { "content-type": "application/json", "x-graphql-yoga-csrf": "1" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test("POST /api/graphql answers authenticationInfo with an auth error for a signed-out caller", async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const response = await api.post("/api/graphql", { headers, data: { query: AUTHENTICATION_INFO } });
  const body = await response.json();
  expect(body.data).toBeNull();
  expect(body.errors[0].message).toBe("Please sign in and try again.");
  await api.dispose();
});

test("POST /api/graphql answers authenticationInfo for a signed-in demo user", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, demo.planAdmin);
  const response = await context.request.post("/api/graphql", { headers, data: { query: AUTHENTICATION_INFO } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  expect(body.data.authenticationInfo).toMatchObject({ email: demo.planAdmin, isStaff: false, isCoachMode: false });
  expect(body.data.authenticationInfo.plans).toContainEqual(expect.objectContaining({ adminPermission: "owner" }));
  await context.close();
});

test("a cross-site style request without the CSRF header is refused", async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const response = await api.get(`/api/graphql?query=${encodeURIComponent("{ authenticationInfo { email } }")}`);
  expect(response.status()).toBeGreaterThanOrEqual(400);
  await api.dispose();
});

test("the local outbox is readable as JSON on a laptop install (newest first)", async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const response = await api.get("/api/dev/outbox");
  expect(response.status()).toBe(200);
  expect(Array.isArray(await response.json())).toBe(true);
  await api.dispose();
});
