import { getDb } from "@/lib/db";
import { DEMO_REQUEST_LIMITS } from "@/lib/demo-requests/request-demo";
import { resetEnvForTests } from "@/lib/env";
import { deliverQueuedMessages, outboxMessages } from "../../helpers/outbox";
import { createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const REQUEST_DEMO = `mutation($input: RequestDemoInput!) {
  requestDemo(input: $input) { didRequest error errorField fieldErrors { field message } }
}`;

type Payload = {
  requestDemo: {
    didRequest: boolean;
    error: string | null;
    errorField: string | null;
    fieldErrors: { field: string; message: string }[];
  };
};

const uniqueIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function validInput(overrides: Record<string, unknown> = {}) {
  return {
    name: "  Morgan Ellis ",
    workEmail: uniqueEmail("Demo.Buyer"),
    company: "Harbor Charter Schools",
    employeeCount: 240,
    preferredTime: "Weekday mornings (Central Time)",
    ...overrides,
  };
}

function requestDemo(input: Record<string, unknown>, ip = uniqueIp(), headers: Record<string, string> = {}) {
  return executeGraphQL<Payload>({
    query: REQUEST_DEMO,
    variables: { input },
    headers: { "x-forwarded-for": ip, ...headers },
  });
}

async function storedRequests(workEmail: string) {
  const db = await getDb();
  return db.demoRequest.findMany({ where: { workEmail: workEmail.toLowerCase() } });
}

describe("requestDemo", () => {
  test("a signed-out visitor's request is stored (trimmed, email lower-cased) and the sales inbox is told", async () => {
    const input = validInput();
    const { body } = await requestDemo(input);

    expect(body).toEqual({ data: { requestDemo: { didRequest: true, error: null, errorField: null, fieldErrors: [] } } });
    const [stored] = await storedRequests(input.workEmail);
    expect(stored).toMatchObject({
      name: "Morgan Ellis",
      workEmail: input.workEmail.toLowerCase(),
      company: "Harbor Charter Schools",
      employeeCount: 240,
      preferredTime: "Weekday mornings (Central Time)",
    });
    const [notification] = (await outboxMessages({ to: "info@marinerwellness.com" })).filter(
      (message) => message.channel === "email" && message.text.includes(input.workEmail.toLowerCase()),
    );
    expect(notification?.subject).toBe("Demo request: Harbor Charter Schools");
    expect(notification?.text).toContain("Employees: 240");
  });

  test.each([
    [{ name: "   " }, "name", "Enter your name"],
    [{ workEmail: "not-an-email" }, "workEmail", "Enter a valid work email"],
    [{ company: "" }, "company", "Enter your company's name"],
    [{ employeeCount: 0 }, "employeeCount", "Enter your number of employees, 1 or more"],
    [{ employeeCount: null }, "employeeCount", "Enter your number of employees, 1 or more"],
    [{ preferredTime: "Midnight" }, "preferredTime", "Choose a preferred time"],
    [{ name: "x".repeat(101) }, "name", "Use 100 characters or fewer"],
  ])("refuses %p with the form's message for the field, storing nothing", async (override, field, message) => {
    const input = validInput(override);
    const { body } = await requestDemo(input);

    expect(body.data?.requestDemo).toEqual({
      didRequest: false,
      error: message,
      errorField: field,
      fieldErrors: [{ field, message }],
    });
    expect(await storedRequests(String(input.workEmail))).toHaveLength(0);
  });

  test("answers every invalid field at once, in the form's order", async () => {
    const { body } = await requestDemo({ name: "", workEmail: "nope", company: " ", employeeCount: 12, preferredTime: "Any time" });

    expect(body.data?.requestDemo.fieldErrors).toEqual([
      { field: "name", message: "Enter your name" },
      { field: "workEmail", message: "Enter a valid work email" },
      { field: "company", message: "Enter your company's name" },
    ]);
  });

  test("a retried submission with the same idempotency key is stored once", async () => {
    const input = validInput();
    const headers = { "idempotency-key": crypto.randomUUID() };
    const ip = uniqueIp();

    const first = await requestDemo(input, ip, headers);
    const retry = await requestDemo(input, ip, headers);

    expect(retry.body).toEqual(first.body);
    expect(await storedRequests(input.workEmail)).toHaveLength(1);
  });

  test(`stops after ${DEMO_REQUEST_LIMITS.perIpPerHour} requests an hour from one address`, async () => {
    const ip = uniqueIp();
    for (let index = 0; index < DEMO_REQUEST_LIMITS.perIpPerHour; index += 1) {
      expect((await requestDemo(validInput(), ip)).body.data?.requestDemo.didRequest).toBe(true);
    }
    const blocked = validInput();
    const { body } = await requestDemo(blocked, ip);

    expect(body.data?.requestDemo).toMatchObject({ didRequest: false, error: "Too many attempts. Please try again later" });
    expect(await storedRequests(blocked.workEmail)).toHaveLength(0);
  });

  test(`stops after ${DEMO_REQUEST_LIMITS.perEmailPerDay} requests a day for one work email, whatever the address`, async () => {
    const workEmail = uniqueEmail("repeat");
    for (let index = 0; index < DEMO_REQUEST_LIMITS.perEmailPerDay; index += 1) {
      expect((await requestDemo(validInput({ workEmail }))).body.data?.requestDemo.didRequest).toBe(true);
    }
    const { body } = await requestDemo(validInput({ workEmail: workEmail.toUpperCase() }));

    expect(body.data?.requestDemo.error).toBe("Too many attempts. Please try again later");
    expect(await storedRequests(workEmail)).toHaveLength(DEMO_REQUEST_LIMITS.perEmailPerDay);
  });

  describe("when the notification cannot be sent", () => {
    const originalSmtp = process.env.SMTP_URL;
    beforeAll(() => {
      // A real SMTP adapter pointed at a port where nothing listens: the send fails the way a mail outage would.
      process.env.SMTP_URL = "smtp://127.0.0.1:1";
      resetEnvForTests();
    });
    afterAll(() => {
      if (originalSmtp === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = originalSmtp;
      resetEnvForTests();
    });

    test("the request is kept and its notification waits to be retried, not lost", async () => {
      const input = validInput();
      const { body } = await requestDemo(input);

      expect(body.data?.requestDemo).toEqual({ didRequest: true, error: null, errorField: null, fieldErrors: [] });
      const [stored] = await storedRequests(input.workEmail);
      expect(stored).toBeDefined();
      await deliverQueuedMessages();
      const db = await getDb();
      const messages = await db.outgoingMessage.findMany({
        where: { to: "info@marinerwellness.com" },
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { status: true, attempts: true, lastError: true },
      });
      // The server refused the connection: nothing left, so the job tries again later (with backoff).
      expect(messages).toEqual([{ status: "QUEUED", attempts: 1, lastError: expect.stringContaining("Email cannot be sent") }]);
    });
  });
});

describe("demoRequests", () => {
  const LIST = "query { demoRequests(first: 5) { nodes { id workEmail company employeeCount preferredTime createdAt } } }";
  type Page = { demoRequests: { nodes: Array<{ id: string; company: string }>; endCursor: string | null; hasNextPage: boolean } };

  test("staff see the newest requests first; members are refused and signed-out callers asked to sign in", async () => {
    const input = validInput({ company: "Newest Request Co" });
    await requestDemo(input);
    const db = await getDb();
    const staff = await createStaffUser(db);
    const member = await createUser(db);

    const asStaff = await executeGraphQL<{ demoRequests: { nodes: Array<{ workEmail: string; company: string }> } }>({
      query: LIST,
      cookie: (await sessionCookieFor(staff.id)).cookie,
    });
    expect(asStaff.body.data?.demoRequests.nodes[0]).toMatchObject({
      workEmail: input.workEmail.toLowerCase(),
      company: "Newest Request Co",
    });

    const asMember = await executeGraphQL({ query: LIST, cookie: (await sessionCookieFor(member.id)).cookie });
    expect(asMember.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const signedOut = await executeGraphQL({ query: LIST });
    expect(signedOut.body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test("pages follow each other without gaps or repeats, and a tampered cursor starts over", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const cookie = (await sessionCookieFor(staff.id)).cookie;
    for (const company of ["Page Co 1", "Page Co 2", "Page Co 3"]) await requestDemo(validInput({ company }));
    const PAGE = `query($after: String) { demoRequests(first: 2, after: $after) { nodes { id company } endCursor hasNextPage } }`;

    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const result: { body: { data?: Page | null } } = await executeGraphQL<Page>({ query: PAGE, variables: { after }, cookie });
      const { nodes, endCursor, hasNextPage } = result.body.data!.demoRequests;
      expect(nodes.length).toBeLessThanOrEqual(2);
      seen.push(...nodes.map((node) => node.id));
      if (!hasNextPage) break;
      after = endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(await db.demoRequest.count());

    const tampered = await executeGraphQL({ query: PAGE, variables: { after: "bm90LWEtY3Vyc29y" }, cookie });
    expect(tampered.body.errors?.[0]).toMatchObject({
      message: "The list moved on: start again from the first page.",
      extensions: { code: "INVALID_INPUT" },
    });
  });
});
