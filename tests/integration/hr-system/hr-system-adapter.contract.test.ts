import { FinchHrSystem } from "@/lib/integrations/hr-system/finch-adapter";
import { createLocalHrState, LocalHrSystem } from "@/lib/integrations/hr-system/local-adapter";
import { LOCAL_COMPANY_SIZE } from "@/lib/integrations/hr-system/local-directory";
import { HrSystemError, type HrConnectionCredentials, type HrSystem, type HrSystemErrorKind } from "@/lib/integrations/hr-system/types";
import { startFinchStandIn } from "./support/finch-stand-in";

// One contract, every adapter: Finch's (its official client against a loopback stand-in of Finch's HTTP API) and the
// built-in stand-in. Connect itself happens in the provider's pages, so each harness approves a Connect URL its own
// way, makes a connection fail its own way and signs webhooks with its own secret.

type Harness = {
  system: HrSystem;
  /** The employer finishes Connect: the one-time code the callback receives. */
  approveConnect(connectUrl: string): Promise<string>;
  /** The connection's next calls fail this way (REAUTH_REQUIRED until reconnected; PROVIDER_ERROR once). */
  makeFail(connectionId: string, kind: "REAUTH_REQUIRED" | "PROVIDER_ERROR"): Promise<void>;
  /** A webhook about this event as the provider delivers it, signed at `now`. */
  signEvent(event: { connection_id: string; event_type: string; data?: Record<string, unknown> }, now?: Date): { body: string; headers: Headers };
  /** How many people the sample company has, everyone included. */
  employeeCount: number;
  close(): Promise<void>;
};

async function finchHarness(): Promise<Harness> {
  const standIn = await startFinchStandIn();
  return {
    // No retries here: a one-time provider error must reach the caller (the retry has its own test).
    system: new FinchHrSystem({
      clientId: standIn.clientId,
      clientSecret: standIn.clientSecret,
      webhookSecret: standIn.webhookSecret,
      baseUrl: standIn.baseUrl,
      maxRetries: 0,
    }),
    approveConnect: (connectUrl) => standIn.approveConnect(connectUrl),
    makeFail: async (connectionId, kind) => standIn.failConnection(connectionId, kind),
    signEvent: (event, now) => standIn.signEvent(event, now),
    employeeCount: standIn.companySize,
    close: standIn.close,
  };
}

async function localHarness(): Promise<Harness> {
  const state = createLocalHrState();
  const system = new LocalHrSystem({ secret: Buffer.from("contract-test-secret"), state, siteUrl: "http://localhost:3000" });
  return {
    system,
    approveConnect: (connectUrl) => state.approveConnect(connectUrl),
    makeFail: (connectionId, kind) => state.failNextCalls(connectionId, kind),
    signEvent: (event, now) => system.signEvent(event, now),
    employeeCount: LOCAL_COMPANY_SIZE,
    close: async () => {},
  };
}

const REDIRECT_URI = "https://app.example.com/hr-sync/callback";
let customers = 0;

async function rejection(promise: Promise<unknown>): Promise<HrSystemError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HrSystemError);
  return error as HrSystemError;
}

async function expectKind(promise: Promise<unknown>, kind: HrSystemErrorKind) {
  expect((await rejection(promise)).kind).toBe(kind);
}

describe.each([
  ["FinchHrSystem against a loopback Finch", finchHarness],
  ["LocalHrSystem", localHarness],
])("HrSystem contract: %s", (_name, start) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
  });
  afterAll(() => harness.close());

  /** Connect for a new plan, as the employer would: the code reaches the callback. */
  async function connectCode() {
    customers += 1;
    const { connectUrl } = await harness.system.startConnect({
      customerId: `plan-contract-${customers}-${Date.now()}`,
      customerName: "Acme Logistics, Inc.",
      redirectUri: REDIRECT_URI,
    });
    expect(new URL(connectUrl).protocol).toMatch(/^https?:$/);
    return harness.approveConnect(connectUrl);
  }

  async function connect(): Promise<HrConnectionCredentials> {
    const { accessToken, connectionId } = await harness.system.exchangeCode({ code: await connectCode(), redirectUri: REDIRECT_URI });
    return { accessToken, connectionId };
  }

  test("Connect's code becomes a connection with a token, its id and the HR system's name", async () => {
    const grant = await harness.system.exchangeCode({ code: await connectCode(), redirectUri: REDIRECT_URI });
    expect(grant).toEqual({ accessToken: expect.any(String), connectionId: expect.any(String), providerName: expect.any(String) });
    expect(grant.accessToken).not.toBe("");
    expect(grant.connectionId).not.toBe("");
  });

  test("a code works once, and an unknown code or another callback is refused as INVALID_CODE", async () => {
    const code = await connectCode();
    await harness.system.exchangeCode({ code, redirectUri: REDIRECT_URI });
    await expectKind(harness.system.exchangeCode({ code, redirectUri: REDIRECT_URI }), "INVALID_CODE");
    await expectKind(harness.system.exchangeCode({ code: "no-such-code", redirectUri: REDIRECT_URI }), "INVALID_CODE");
    const other = await connectCode();
    await expectKind(harness.system.exchangeCode({ code: other, redirectUri: "https://evil.example.com/callback" }), "INVALID_CODE");
  });

  test("the directory lists everyone, terminated people too, with well-formed fields", async () => {
    const employees = await harness.system.listEmployees(await connect());
    expect(employees).toHaveLength(harness.employeeCount);
    expect(new Set(employees.map((employee) => employee.providerId)).size).toBe(employees.length);
    expect(employees.some((employee) => employee.status === "TERMINATED")).toBe(true);
    expect(employees.some((employee) => employee.status === "ACTIVE")).toBe(true);
    expect(employees.some((employee) => employee.workEmail === null)).toBe(true);
    for (const employee of employees) {
      expect(employee.providerId).toEqual(expect.any(String));
      expect(["ACTIVE", "ON_LEAVE", "TERMINATED"]).toContain(employee.status);
      if (employee.workEmail !== null) {
        expect(employee.workEmail).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
        expect(employee.workEmail).toBe(employee.workEmail.toLowerCase());
      }
      if (employee.hireDate !== null) expect(employee.hireDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (employee.location !== null) expect(employee.location).toMatch(/^[^,]+(, [A-Z]{2})?$/);
      for (const text of [employee.firstName, employee.lastName, employee.department]) {
        if (text !== null) expect(text.trim()).toBe(text);
      }
    }
  });

  test("a manual refresh is accepted once, then RATE_LIMITED says when the next is allowed", async () => {
    const credentials = await connect();
    const receipt = await harness.system.requestRefresh(credentials);
    if (receipt.nextRefreshAt !== null) expect(Date.parse(receipt.nextRefreshAt)).toBeGreaterThan(Date.now());

    const refused = await rejection(harness.system.requestRefresh(credentials));
    expect(refused.kind).toBe("RATE_LIMITED");
    expect(Date.parse(refused.retryAt ?? "")).toBeGreaterThan(Date.now());
    expect(Date.parse(refused.retryAt!)).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  test("a connection that needs re-authorization answers REAUTH_REQUIRED until the employer connects again", async () => {
    const credentials = await connect();
    await harness.makeFail(credentials.connectionId, "REAUTH_REQUIRED");
    await expectKind(harness.system.listEmployees(credentials), "REAUTH_REQUIRED");
    await expectKind(harness.system.listEmployees(credentials), "REAUTH_REQUIRED");
    await expectKind(harness.system.requestRefresh(credentials), "REAUTH_REQUIRED");
  });

  test("a provider outage is PROVIDER_ERROR, and the next call works", async () => {
    const credentials = await connect();
    await harness.makeFail(credentials.connectionId, "PROVIDER_ERROR");
    await expectKind(harness.system.listEmployees(credentials), "PROVIDER_ERROR");
    expect(await harness.system.listEmployees(credentials)).toHaveLength(harness.employeeCount);
  });

  test("a token the provider never issued is REAUTH_REQUIRED", async () => {
    const { connectionId } = await connect();
    await expectKind(harness.system.listEmployees({ connectionId, accessToken: "made-up-token" }), "REAUTH_REQUIRED");
  });

  test("after disconnecting, the token no longer works", async () => {
    const credentials = await connect();
    await harness.system.disconnect(credentials);
    await expectKind(harness.system.listEmployees(credentials), "REAUTH_REQUIRED");
  });

  describe("webhooks", () => {
    test("a signed event is read: sync finished, directory changes, re-authorization, anything else", () => {
      const read = (event: { connection_id: string; event_type: string; data?: Record<string, unknown> }) => {
        const { body, headers } = harness.signEvent(event);
        return { event: harness.system.verifyWebhook({ body, headers }), eventId: headers.get("finch-event-id") };
      };
      const synced = read({ connection_id: "conn-1", event_type: "job.data_sync_all.completed", data: { job_id: "j", job_url: "u" } });
      expect(synced.event).toEqual({ connectionId: "conn-1", kind: "SYNC_COMPLETED", eventId: synced.eventId });
      expect(read({ connection_id: "conn-1", event_type: "employment.updated", data: { individual_id: "i" } }).event?.kind).toBe("SYNC_COMPLETED");
      expect(read({ connection_id: "conn-1", event_type: "directory.created", data: { individual_id: "i" } }).event?.kind).toBe("SYNC_COMPLETED");
      expect(read({ connection_id: "conn-2", event_type: "account.updated", data: { status: "reauth" } }).event).toMatchObject({
        connectionId: "conn-2",
        kind: "REAUTH_REQUIRED",
      });
      expect(read({ connection_id: "conn-2", event_type: "account.updated", data: { status: "connected" } }).event?.kind).toBe("OTHER");
      expect(read({ connection_id: "conn-2", event_type: "pay_statement.created" }).event?.kind).toBe("OTHER");
    });

    test("a forged, altered, stale or unsigned event is refused", () => {
      const event = { connection_id: "conn-1", event_type: "job.data_sync_all.completed" };
      const { body, headers } = harness.signEvent(event);
      expect(harness.system.verifyWebhook({ body, headers })).not.toBeNull();

      const altered = body.replace("conn-1", "conn-9");
      expect(harness.system.verifyWebhook({ body: altered, headers })).toBeNull();

      const forged = new Headers(headers);
      forged.set("finch-signature", `v1,${Buffer.alloc(32, 7).toString("base64")}`);
      expect(harness.system.verifyWebhook({ body, headers: forged })).toBeNull();

      const otherEvent = new Headers(headers);
      otherEvent.set("finch-event-id", "evt_other");
      expect(harness.system.verifyWebhook({ body, headers: otherEvent })).toBeNull();

      const stale = harness.signEvent(event, new Date(Date.now() - 10 * 60_000));
      expect(harness.system.verifyWebhook(stale)).toBeNull();
      // The same event is fine when it is checked at the time it was sent.
      expect(harness.system.verifyWebhook({ ...stale, now: new Date(Date.now() - 10 * 60_000) })).not.toBeNull();

      expect(harness.system.verifyWebhook({ body, headers: new Headers({ "content-type": "application/json" }) })).toBeNull();
      const unsigned = new Headers(headers);
      unsigned.delete("finch-signature");
      expect(harness.system.verifyWebhook({ body, headers: unsigned })).toBeNull();
    });
  });
});
