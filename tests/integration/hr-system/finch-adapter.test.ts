import { FinchHrSystem, type FinchAdapterOptions } from "@/lib/integrations/hr-system/finch-adapter";
import { HrSystemError } from "@/lib/integrations/hr-system/types";
import { startFinchStandIn, type FinchStandIn } from "./support/finch-stand-in";

// What only the Finch adapter does (the shared behaviour is in hr-system-adapter.contract.test.ts): how it talks to
// Finch (keys, headers, what it asks for), how it reads Finch's batch answers, and what it does when Finch fails.

const REDIRECT_URI = "https://app.example.com/hr-sync/callback";

let standIn: FinchStandIn;
beforeAll(async () => {
  standIn = await startFinchStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

function finch(options: Partial<FinchAdapterOptions> = {}) {
  return new FinchHrSystem({
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    webhookSecret: standIn.webhookSecret,
    baseUrl: standIn.baseUrl,
    maxRetries: 0,
    ...options,
  });
}

let plans = 0;
async function connect(system = finch()) {
  plans += 1;
  const { connectUrl } = await system.startConnect({ customerId: `plan-finch-${plans}`, customerName: "Acme Logistics, Inc.", redirectUri: REDIRECT_URI });
  const code = await standIn.approveConnect(connectUrl);
  return system.exchangeCode({ code, redirectUri: REDIRECT_URI });
}

async function failure(promise: Promise<unknown>): Promise<HrSystemError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HrSystemError);
  return error as HrSystemError;
}

test("Connect asks for the roster's products for the plan, with the callback, and Connect's sandbox when set", async () => {
  await finch({ sandbox: "finch" }).startConnect({ customerId: "plan-42", customerName: "Acme Logistics, Inc.", redirectUri: REDIRECT_URI });
  await finch().startConnect({ customerId: "plan-43", customerName: "Acme", redirectUri: REDIRECT_URI });
  const [sandboxed, live] = standIn.requests;
  expect(sandboxed!.body).toEqual({
    customer_id: "plan-42",
    customer_name: "Acme Logistics, Inc.",
    products: ["company", "directory", "individual", "employment"],
    redirect_uri: REDIRECT_URI,
    sandbox: "finch",
  });
  expect(live!.body).not.toHaveProperty("sandbox");
  expect(sandboxed!.headers.authorization).toBe(`Basic ${Buffer.from(`${standIn.clientId}:${standIn.clientSecret}`).toString("base64")}`);
});

test("every call names Finch's API version; the token goes only in the Authorization header, the keys only to Connect and the exchange", async () => {
  const grant = await connect();
  await finch().listEmployees(grant);
  await finch().requestRefresh(grant);
  await finch().disconnect(grant);

  expect(grant.providerName).toBe("Gusto");
  const exchange = standIn.requests.find((request) => request.url === "/auth/token")!;
  expect(exchange.body).toMatchObject({ client_id: standIn.clientId, client_secret: standIn.clientSecret, redirect_uri: REDIRECT_URI });
  expect(exchange.headers.authorization).toBeUndefined();
  for (const request of standIn.requests) {
    expect(request.headers["finch-api-version"]).toBe("2020-09-17");
    expect(request.url).not.toContain(grant.accessToken);
    expect(request.url).not.toContain(standIn.clientSecret);
    if (request.url === "/auth/token" || request.url === "/connect/sessions") continue;
    expect(request.headers.authorization).toBe(`Bearer ${grant.accessToken}`);
    expect(JSON.stringify(request.body)).not.toContain(standIn.clientSecret);
  }
  expect(standIn.requests.map((request) => `${request.method} ${request.url.split("?")[0]}`)).toEqual(
    expect.arrayContaining(["POST /jobs/automated", "POST /disconnect", "GET /providers"]),
  );
});

test("the directory is read page by page, then individuals and employments in batches", async () => {
  const grant = await connect();
  standIn.requests.length = 0;
  await finch().listEmployees(grant);
  const directoryOffsets = standIn.requests
    .filter((request) => request.url.startsWith("/employer/directory"))
    .map((request) => new URL(request.url, "http://x").searchParams);
  expect(directoryOffsets.map((query) => [query.get("limit"), query.get("offset")])).toEqual([
    ["100", "0"],
    ["100", "10"],
    ["100", "20"],
  ]);
  const individuals = standIn.requests.filter((request) => request.url.startsWith("/employer/individual"));
  expect(individuals).toHaveLength(1);
  expect(individuals[0]!.body.requests).toHaveLength(standIn.companySize);
  expect(standIn.requests.filter((request) => request.url.startsWith("/employer/employment"))).toHaveLength(1);
});

test("Finch's people become the roster's: work email, names, department, City, ST, status and hire date", async () => {
  const employees = await finch().listEmployees(await connect());
  const byId = new Map(employees.map((employee) => [employee.providerId, employee]));
  expect(byId.get("ind-001")).toEqual({
    providerId: "ind-001",
    workEmail: "ada.abbott0@acme.example.com",
    firstName: "Ada",
    lastName: "Abbott",
    department: "Operations",
    location: "Chicago, IL",
    status: "ACTIVE",
    hireDate: "2015-01-10",
  });
  // A work address in capitals is lower-cased; the personal one next to it is never used.
  expect(byId.get("ind-004")!.workEmail).toBe("dev.diaz@acme.example.com");
  // A state code in lower case is still "City, ST"; no city, no location.
  expect(byId.get("ind-002")!.location).toBe("Austin, TX");
  expect(byId.get("ind-004")!.location).toBeNull();
  // Only a personal email: none for the roster.
  expect(byId.get("ind-008")!.workEmail).toBeNull();
  expect(byId.get("ind-006")!.status).toBe("TERMINATED");
  expect(byId.get("ind-013")!.status).toBe("TERMINATED");
  expect(byId.get("ind-010")!.status).toBe("ON_LEAVE");
});

test("a person whose employment Finch could not read stays, with what the directory knows", async () => {
  const employees = await finch().listEmployees(await connect());
  expect(employees.find((employee) => employee.providerId === "ind-018")).toEqual({
    providerId: "ind-018",
    workEmail: "eli.chen17@acme.example.com",
    firstName: "Eli",
    lastName: "Chen",
    department: "Engineering",
    location: null,
    status: "ACTIVE",
    hireDate: null,
  });
});

test("when the individuals call fails outright, the sync fails (PROVIDER_ERROR) rather than losing everyone's email", async () => {
  const grant = await connect();
  standIn.failPath("/employer/individual", 500);
  expect((await failure(finch().listEmployees(grant))).kind).toBe("PROVIDER_ERROR");
  expect(await finch().listEmployees(grant)).toHaveLength(standIn.companySize);
});

test("a passing Finch error on a read is retried once", async () => {
  const grant = await connect();
  standIn.failPath("/employer/employment", 503);
  expect(await finch({ maxRetries: 1 }).listEmployees(grant)).toHaveLength(standIn.companySize);
});

test("a manual refresh is never retried; Finch's refusal carries its retry time", async () => {
  const grant = await connect();
  const receipt = await finch({ maxRetries: 2 }).requestRefresh(grant);
  // One refresh an hour: Finch says when the next one is allowed.
  expect(Date.parse(receipt.nextRefreshAt!)).toBeGreaterThan(Date.now());
  standIn.requests.length = 0;
  const refused = await failure(finch({ maxRetries: 2 }).requestRefresh(grant));
  expect(refused).toMatchObject({ kind: "RATE_LIMITED", retryAt: receipt.nextRefreshAt });
  expect(standIn.requests).toHaveLength(1);
});

test("when Finch's provider list cannot be read, the HR system's name is null and the connection still works", async () => {
  standIn.failPath("/providers", 500);
  const grant = await connect();
  expect(grant.providerName).toBeNull();
  expect(await finch().listEmployees(grant)).toHaveLength(standIn.companySize);
});

test("wrong application keys are PROVIDER_ERROR, not the employer's fault, and no message carries a secret or token", async () => {
  const wrongKeys = finch({ clientSecret: "wrong-secret-value" });
  const connectError = await failure(wrongKeys.startConnect({ customerId: "plan-x", customerName: "Acme", redirectUri: REDIRECT_URI }));
  expect(connectError.kind).toBe("PROVIDER_ERROR");

  const { connectUrl } = await finch().startConnect({ customerId: "plan-y", customerName: "Acme", redirectUri: REDIRECT_URI });
  const code = await standIn.approveConnect(connectUrl);
  const exchangeError = await failure(wrongKeys.exchangeCode({ code, redirectUri: REDIRECT_URI }));
  expect(exchangeError.kind).toBe("PROVIDER_ERROR");

  const grant = await connect();
  await finch().disconnect(grant);
  const reauth = await failure(finch().listEmployees(grant));
  for (const error of [connectError, exchangeError, reauth]) {
    expect(error.message).not.toContain("wrong-secret-value");
    expect(error.message).not.toContain(standIn.clientSecret);
    expect(error.message).not.toContain(grant.accessToken);
    expect(error.message).toMatch(/^Finch answered \d{3}/);
  }
});

test("Finch out of reach is PROVIDER_ERROR", async () => {
  const unreachable = finch({ baseUrl: "http://127.0.0.1:9", timeoutMs: 2000 });
  const error = await failure(unreachable.listEmployees({ accessToken: "token", connectionId: "conn" }));
  expect(error).toMatchObject({ kind: "PROVIDER_ERROR", message: "Finch could not be reached." });
});

describe("webhook signatures", () => {
  const event = { connection_id: "conn-1", event_type: "job.data_sync_all.completed" };

  test("without a webhook secret every event is refused", () => {
    expect(finch({ webhookSecret: undefined }).verifyWebhook(standIn.signEvent(event))).toBeNull();
  });

  test("the secret works with or without its whsec_ prefix", () => {
    const bare = standIn.webhookSecret.replace(/^whsec_/, "");
    expect(finch({ webhookSecret: bare }).verifyWebhook(standIn.signEvent(event))).not.toBeNull();
  });

  test("while Finch rotates the secret, one matching signature among several is enough", () => {
    const { body, headers } = standIn.signEvent(event);
    headers.set("finch-signature", `v1,${Buffer.alloc(32, 1).toString("base64")} ${headers.get("finch-signature")}`);
    expect(finch().verifyWebhook({ body, headers })).not.toBeNull();
  });

  test("a signature from the future beyond five minutes is refused", () => {
    const ahead = standIn.signEvent(event, new Date(Date.now() + 10 * 60_000));
    expect(finch().verifyWebhook(ahead)).toBeNull();
  });

  test("the deprecated account_id stands in for a missing connection_id", () => {
    const signed = standIn.signEvent({ account_id: "acct-7", event_type: "directory.updated", data: { individual_id: "i" } });
    expect(finch().verifyWebhook(signed)).toMatchObject({ connectionId: "acct-7", kind: "SYNC_COMPLETED" });
  });

  test("the first sync after Connect finishing is fresh data too", () => {
    const signed = standIn.signEvent({ connection_id: "conn-3", event_type: "job.initial_data_sync_org.succeeded" });
    expect(finch().verifyWebhook(signed)).toMatchObject({ connectionId: "conn-3", kind: "SYNC_COMPLETED" });
  });

  test("a signed body that is not an event is refused", () => {
    expect(finch().verifyWebhook(standIn.signEvent({ hello: "world" }))).toBeNull();
  });
});
