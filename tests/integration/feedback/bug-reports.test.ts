import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PUT } from "@/app/api/storage/[...key]/route";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { BUG_REPORT_LIMIT } from "@/lib/feedback/report-bug";
import { BUG_REPORT_MESSAGES, SCREENSHOT_MAX_BYTES } from "@/lib/feedback/feedback-schema";
import { createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// Screenshots go to a folder of this test's own through the local storage's signed route, as a browser's PUT would.
const originalDir = process.env.LOCAL_STORAGE_DIR;
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "bug-reports-"));
  process.env.LOCAL_STORAGE_DIR = storageDir;
  resetEnvForTests();
});
afterAll(async () => {
  if (originalDir === undefined) delete process.env.LOCAL_STORAGE_DIR;
  else process.env.LOCAL_STORAGE_DIR = originalDir;
  resetEnvForTests();
  await rm(storageDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const LINK = `mutation($contentType: String!, $size: Int!) {
  createBugReportScreenshotUploadLink(contentType: $contentType, size: $size) {
    error upload { key url method headers { name value } }
  }
}`;
const REPORT = `mutation($bugReport: BugReportInput!) {
  reportBug(bugReport: $bugReport) { error errorField bugReport { id } }
}`;
const LIST = `query { bugReports(first: 10) { nodes { id description pagePath userAgent screenshotUrl reporter { userId } } } }`;

type LinkPayload = {
  createBugReportScreenshotUploadLink: {
    error: string | null;
    upload: { key: string; url: string; method: string; headers: Array<{ name: string; value: string }> } | null;
  };
};
type ReportPayload = { reportBug: { error: string | null; errorField: string | null; bugReport: { id: string } | null } };
type ListPayload = {
  bugReports: {
    nodes: Array<{ id: string; description: string; pagePath: string; userAgent: string; screenshotUrl: string | null; reporter: { userId: string } }>;
  };
};

async function member() {
  const db = await getDb();
  const user = await createUser(db);
  return { user, cookie: (await sessionCookieFor(user.id)).cookie };
}

async function uploadScreenshot(cookie: string, body: Buffer = PNG, contentType = "image/png") {
  const { body: answer } = await executeGraphQL<LinkPayload>({ query: LINK, variables: { contentType, size: body.length }, cookie });
  const upload = answer.data!.createBugReportScreenshotUploadLink.upload!;
  const url = new URL(upload.url);
  const response = await PUT(
    new Request(url, {
      method: "PUT",
      headers: { ...Object.fromEntries(upload.headers.map(({ name, value }) => [name, value])), "Content-Length": String(body.length) },
      body: new Uint8Array(body),
    }),
    { params: Promise.resolve({ key: url.pathname.replace("/api/storage/", "").split("/") }) },
  );
  expect(response.status).toBe(200);
  return upload.key;
}

function report(cookie: string | undefined, bugReport: Record<string, unknown>, headers: Record<string, string> = {}) {
  return executeGraphQL<ReportPayload>({ query: REPORT, variables: { bugReport }, cookie, headers });
}

const reportsBy = async (userId: string) => (await getDb()).bugReport.findMany({ where: { userId } });
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0";

describe("reportBug", () => {
  test("records what happened, the page, the browser and the screenshot, which only staff can open", async () => {
    const { user, cookie } = await member();
    const key = await uploadScreenshot(cookie);

    const { body } = await report(cookie, { description: "The chart is blank", pagePath: "/spend?period=this-month", userAgent: BROWSER, screenshotKey: key });

    expect(body.data?.reportBug).toEqual({ error: null, errorField: null, bugReport: { id: expect.any(String) } });
    expect(await reportsBy(user.id)).toEqual([
      expect.objectContaining({ description: "The chart is blank", pagePath: "/spend?period=this-month", userAgent: BROWSER, screenshotKey: key }),
    ]);

    const staff = await createStaffUser(await getDb());
    const list = await executeGraphQL<ListPayload>({ query: LIST, cookie: (await sessionCookieFor(staff.id)).cookie });
    const listed = list.body.data!.bugReports.nodes.find((node) => node.id === body.data?.reportBug.bugReport?.id);
    expect(listed).toMatchObject({ description: "The chart is blank", pagePath: "/spend?period=this-month", reporter: { userId: user.id } });
    expect(listed?.screenshotUrl).toContain(`/api/storage/${key}?`);

    const asMember = await executeGraphQL({ query: LIST, cookie });
    expect(asMember.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  test("a report without a screenshot is recorded", async () => {
    const { user, cookie } = await member();
    const { body } = await report(cookie, { description: "Typo on Goals", pagePath: "/goals", userAgent: BROWSER });
    expect(body.data?.reportBug.error).toBeNull();
    expect(await reportsBy(user.id)).toEqual([expect.objectContaining({ screenshotKey: null })]);
  });

  test.each([
    ["an empty description", { description: "   " }, BUG_REPORT_MESSAGES.descriptionRequired, "description"],
    ["2001 characters", { description: "a".repeat(2001) }, BUG_REPORT_MESSAGES.descriptionTooLong, "description"],
    ["an address elsewhere", { pagePath: "https://evil.example/" }, BUG_REPORT_MESSAGES.pagePath, "pagePath"],
  ])("%s is refused and nothing is stored", async (_label, override, message, field) => {
    const { user, cookie } = await member();
    const { body } = await report(cookie, { description: "Broken", pagePath: "/budget", userAgent: BROWSER, ...override });
    expect(body.data?.reportBug).toEqual({ error: message, errorField: field, bugReport: null });
    expect(await reportsBy(user.id)).toHaveLength(0);
  });

  test("another member's screenshot key is refused", async () => {
    const owner = await member();
    const key = await uploadScreenshot(owner.cookie);
    const { user, cookie } = await member();

    const { body } = await report(cookie, { description: "Stolen", pagePath: "/health", screenshotKey: key });

    expect(body.data?.reportBug).toMatchObject({ error: BUG_REPORT_MESSAGES.screenshotMissing, bugReport: null });
    expect(await reportsBy(user.id)).toHaveLength(0);
  });

  test("a file that is not a PNG or JPEG is refused at the link, and a fake PNG at the report", async () => {
    const { user, cookie } = await member();
    const gif = await executeGraphQL<LinkPayload>({ query: LINK, variables: { contentType: "image/gif", size: 100 }, cookie });
    expect(gif.body.data?.createBugReportScreenshotUploadLink).toEqual({ error: BUG_REPORT_MESSAGES.screenshotType, upload: null });
    const tooLarge = await executeGraphQL<LinkPayload>({ query: LINK, variables: { contentType: "image/png", size: SCREENSHOT_MAX_BYTES + 1 }, cookie });
    expect(tooLarge.body.data?.createBugReportScreenshotUploadLink.error).toBe(BUG_REPORT_MESSAGES.screenshotTooLarge);

    const key = await uploadScreenshot(cookie, Buffer.from("<html>not an image</html>"));
    const { body } = await report(cookie, { description: "Fake", pagePath: "/health", screenshotKey: key });
    expect(body.data?.reportBug).toMatchObject({ error: BUG_REPORT_MESSAGES.screenshotType, bugReport: null });
    expect(await reportsBy(user.id)).toHaveLength(0);
  });

  test("in coach mode the report is the staff member's, not the customer's", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const customer = await createUser(db);
    const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: customer.id });

    const { body } = await report(cookie, { description: "Seen while coaching", pagePath: "/budget" });

    expect(body.data?.reportBug.error).toBeNull();
    expect(await reportsBy(staff.id)).toHaveLength(1);
    expect(await reportsBy(customer.id)).toHaveLength(0);
  });

  test("signed out is asked to sign in", async () => {
    const { body } = await report(undefined, { description: "x", pagePath: "/" });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test("a retry with the same Idempotency-Key records one report", async () => {
    const { user, cookie } = await member();
    const headers = { "idempotency-key": crypto.randomUUID() };
    const first = await report(cookie, { description: "Once", pagePath: "/accounts" }, headers);
    const retry = await report(cookie, { description: "Once", pagePath: "/accounts" }, headers);
    expect(retry.body).toEqual(first.body);
    expect(await reportsBy(user.id)).toHaveLength(1);
  });

  test(`more than ${BUG_REPORT_LIMIT.perUserPerHour} reports an hour are refused`, async () => {
    const { user, cookie } = await member();
    for (let index = 0; index < BUG_REPORT_LIMIT.perUserPerHour; index += 1) {
      expect((await report(cookie, { description: `Bug ${index}`, pagePath: "/health" })).body.data?.reportBug.error).toBeNull();
    }
    const { body } = await report(cookie, { description: "One more", pagePath: "/health" });
    expect(body.data?.reportBug.error).toBe("Too many attempts. Please try again later");
    expect(await reportsBy(user.id)).toHaveLength(BUG_REPORT_LIMIT.perUserPerHour);
  });
});
