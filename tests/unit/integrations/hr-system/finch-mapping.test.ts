import { createHmac } from "node:crypto";
import { APIConnectionError, APIError } from "@tryfinch/finch-api";
import type { IndividualInDirectory } from "@tryfinch/finch-api/resources/hris/directory";
import { getEnv } from "@/lib/env";
import { isFinchSignatureValid, toHrEmployee, toHrSystemError } from "@/lib/integrations/hr-system/finch-adapter";
import { finchSettings } from "@/lib/integrations/hr-system/settings";
import { useSettings } from "../support/use-settings";

// The edges of reading Finch: what its records and errors become. The adapter's calls are tested against a stand-in
// of Finch in tests/integration/hr-system.

type IndividualBody = NonNullable<Parameters<typeof toHrEmployee>[1]>;
type EmploymentBody = NonNullable<Parameters<typeof toHrEmployee>[2]>;

const person: IndividualInDirectory = {
  id: "ind-1",
  first_name: "Ada",
  middle_name: null,
  last_name: "Lovelace",
  manager: null,
  department: { name: "Research" },
  is_active: true,
};

function individual(fields: Partial<IndividualBody> = {}): IndividualBody {
  return {
    id: "ind-1",
    first_name: "Ada",
    middle_name: null,
    last_name: "Lovelace",
    preferred_name: null,
    dob: null,
    ethnicity: null,
    gender: null,
    marital_status: null,
    phone_numbers: null,
    residence: null,
    emails: [{ data: "ada@example.com", type: "work" }],
    ...fields,
  };
}

function employment(fields: Partial<EmploymentBody> = {}): EmploymentBody {
  return {
    id: "ind-1",
    class_code: null,
    department: { name: "Engineering" },
    employment: null,
    employment_status: "active",
    end_date: null,
    first_name: "Ada",
    flsa_status: null,
    highly_compensated_employee: null,
    is_active: true,
    key_employee: null,
    last_name: "Lovelace",
    latest_rehire_date: null,
    location: { city: "Chicago", state: "IL", country: "US", line1: null, line2: null, postal_code: null },
    manager: null,
    middle_name: null,
    start_date: "2021-03-01",
    title: null,
    union_code: null,
    union_local: null,
    ...fields,
  };
}

describe("toHrEmployee", () => {
  test("the work email, trimmed and lower-cased; a personal one never stands in", () => {
    const emails = [
      { data: "ada@home.example.net", type: "personal" as const },
      { data: "  Ada.Lovelace@Example.COM ", type: "work" as const },
    ];
    expect(toHrEmployee(person, individual({ emails }), employment()).workEmail).toBe("ada.lovelace@example.com");
    expect(toHrEmployee(person, individual({ emails: [emails[0]!] }), employment()).workEmail).toBeNull();
    expect(toHrEmployee(person, individual({ emails: null }), employment()).workEmail).toBeNull();
    expect(toHrEmployee(person, individual({ emails: [{ data: " ", type: "work" }] }), employment()).workEmail).toBeNull();
  });

  test("without the individual's record, the names come from employment or the directory and the email is unknown", () => {
    expect(toHrEmployee(person, undefined, employment({ first_name: null }))).toMatchObject({
      workEmail: null,
      firstName: "Ada",
      lastName: "Lovelace",
      department: "Engineering",
    });
  });

  test("status: employment status first, then is_active (employment's, else the directory's)", () => {
    const status = (fields: Partial<EmploymentBody> | undefined, directoryActive: boolean | null = true) =>
      toHrEmployee({ ...person, is_active: directoryActive }, individual(), fields && employment(fields)).status;
    expect(status({ employment_status: "terminated", is_active: true })).toBe("TERMINATED");
    expect(status({ employment_status: "retired", is_active: null })).toBe("TERMINATED");
    expect(status({ employment_status: "deceased", is_active: null })).toBe("TERMINATED");
    expect(status({ employment_status: "leave", is_active: false })).toBe("ON_LEAVE");
    expect(status({ employment_status: "active", is_active: false })).toBe("TERMINATED");
    expect(status({ employment_status: null, is_active: false })).toBe("TERMINATED");
    expect(status({ employment_status: null, is_active: null }, false)).toBe("TERMINATED");
    expect(status({ employment_status: "onboarding", is_active: true })).toBe("ACTIVE");
    expect(status({ employment_status: null, is_active: null })).toBe("ACTIVE");
    expect(status(undefined, false)).toBe("TERMINATED");
    expect(status(undefined, null)).toBe("ACTIVE");
  });

  test("location is City, ST; a city alone is kept; no city is no location", () => {
    const location = (city: string | null, state: string | null) =>
      toHrEmployee(person, individual(), employment({ location: { city, state, country: null, line1: null, line2: null, postal_code: null } })).location;
    expect(location("Austin", "tx")).toBe("Austin, TX");
    expect(location("Austin", null)).toBe("Austin");
    expect(location(null, "TX")).toBeNull();
    expect(toHrEmployee(person, individual(), employment({ location: null })).location).toBeNull();
  });

  test("the hire date is the start date's day; anything else is no date", () => {
    const hireDate = (start_date: string | null) => toHrEmployee(person, individual(), employment({ start_date })).hireDate;
    expect(hireDate("2021-03-01")).toBe("2021-03-01");
    expect(hireDate("2021-03-01T08:00:00Z")).toBe("2021-03-01");
    expect(hireDate("03/01/2021")).toBeNull();
    expect(hireDate(null)).toBeNull();
  });

  test("the department falls back to the directory's; blank is none", () => {
    expect(toHrEmployee(person, individual(), employment({ department: null })).department).toBe("Research");
    expect(toHrEmployee({ ...person, department: { name: " " } }, individual(), employment({ department: { name: "" } })).department).toBeNull();
  });
});

describe("toHrSystemError", () => {
  const apiError = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    APIError.generate(status, body, undefined, new Headers(headers));

  test.each([
    [401, { name: "invalid_token_error" }, "api", "REAUTH_REQUIRED"],
    [401, { name: "authentication_error", finch_code: "reauthenticate_user" }, "api", "REAUTH_REQUIRED"],
    [401, { name: "authentication_error", finch_code: "account_setup_required" }, "api", "REAUTH_REQUIRED"],
    [401, { name: "invalid_client_error" }, "api", "PROVIDER_ERROR"],
    [500, { name: "server_error" }, "api", "PROVIDER_ERROR"],
    [404, { name: "not_found_error" }, "api", "PROVIDER_ERROR"],
    [400, { name: "invalid_grant_error" }, "code", "INVALID_CODE"],
    [401, { name: "invalid_token_error" }, "code", "INVALID_CODE"],
    [401, { name: "invalid_client_error" }, "code", "PROVIDER_ERROR"],
    [500, { name: "server_error" }, "code", "PROVIDER_ERROR"],
    [429, { name: "rate_limit_error" }, "api", "RATE_LIMITED"],
  ] as const)("%i %j (%s) is %s", (status, body, what, kind) => {
    expect(toHrSystemError(apiError(status, body), what).kind).toBe(kind);
  });

  test("a 429 carries Finch's retry_at, else the Retry-After header", () => {
    expect(toHrSystemError(apiError(429, { retry_at: "2026-11-27T04:00:00Z" })).retryAt).toBe("2026-11-27T04:00:00.000Z");
    const fromHeader = toHrSystemError(apiError(429, {}, { "retry-after": "120" })).retryAt;
    expect(Date.parse(fromHeader!) - Date.now()).toBeGreaterThan(100_000);
    expect(toHrSystemError(apiError(429, {})).retryAt).toBeNull();
  });

  test("a connection failure or anything unexpected is PROVIDER_ERROR with a fixed message", () => {
    expect(toHrSystemError(new APIConnectionError({ message: "connect ECONNREFUSED secret-host" }))).toMatchObject({
      kind: "PROVIDER_ERROR",
      message: "Finch could not be reached.",
    });
    expect(toHrSystemError(new TypeError("Bearer abc"))).toMatchObject({ kind: "PROVIDER_ERROR", message: "Finch could not be reached." });
  });

  test("the message keeps only the status and Finch's codes, never Finch's own message", () => {
    const error = toHrSystemError(apiError(401, { name: "authentication_error", finch_code: "reauthenticate_user", message: "token tok_123 revoked" }));
    expect(error.message).toBe("Finch answered 401 authentication_error reauthenticate_user.");
  });
});

describe("isFinchSignatureValid", () => {
  // Finch's documented example shape: the secret is base64 after whsec_, the signature base64 after v1,.
  const secret = `whsec_${Buffer.from("a-32-byte-webhook-secret-for-tests").toString("base64")}`;
  const now = new Date("2026-11-27T03:00:00Z");
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const sign = (body: string, eventId = "evt_1", at = timestamp) => {
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    return `v1,${createHmac("sha256", key).update(`${eventId}.${at}.${body}`).digest("base64")}`;
  };
  const headers = (signature: string, at = timestamp) =>
    new Headers({ "finch-event-id": "evt_1", "finch-timestamp": at, "finch-signature": signature });

  test("accepts the body it signs, within five minutes either way", () => {
    expect(isFinchSignatureValid({ secret, body: "{}", headers: headers(sign("{}")), now })).toBe(true);
    const early = String(Number(timestamp) - 299);
    expect(isFinchSignatureValid({ secret, body: "{}", headers: headers(sign("{}", "evt_1", early), early), now })).toBe(true);
    const late = String(Number(timestamp) - 301);
    expect(isFinchSignatureValid({ secret, body: "{}", headers: headers(sign("{}", "evt_1", late), late), now })).toBe(false);
  });

  test("refuses another version, a malformed timestamp and a signature of another length", () => {
    const good = sign("{}");
    expect(isFinchSignatureValid({ secret, body: "{}", headers: headers(good.replace("v1,", "v2,")), now })).toBe(false);
    expect(isFinchSignatureValid({ secret, body: "{}", headers: headers(good, `${timestamp}.5`), now })).toBe(false);
    expect(isFinchSignatureValid({ secret, body: "{}", headers: headers("v1,AAAA"), now })).toBe(false);
    expect(isFinchSignatureValid({ secret: "whsec_", body: "{}", headers: headers(good), now })).toBe(false);
  });
});

describe("finchSettings", () => {
  const setSettings = useSettings();
  const none = { FINCH_CLIENT_ID: undefined, FINCH_CLIENT_SECRET: undefined, FINCH_WEBHOOK_SECRET: undefined, FINCH_SANDBOX: undefined, FINCH_BASE_URL: undefined };

  test("Finch only with both keys", () => {
    setSettings({ ...none, FINCH_CLIENT_ID: "id" });
    expect(finchSettings(getEnv())).toBeUndefined();
    setSettings({ ...none, FINCH_CLIENT_ID: "id", FINCH_CLIENT_SECRET: " " });
    expect(finchSettings(getEnv())).toBeUndefined();
    setSettings({ ...none, FINCH_CLIENT_ID: "id", FINCH_CLIENT_SECRET: "secret", FINCH_WEBHOOK_SECRET: "whsec_abc", FINCH_SANDBOX: "finch" });
    expect(finchSettings(getEnv())).toEqual({ clientId: "id", clientSecret: "secret", webhookSecret: "whsec_abc", sandbox: "finch", baseUrl: undefined });
  });

  test("Connect's sandbox is finch or provider, nothing else", () => {
    setSettings({ ...none, FINCH_SANDBOX: "yes" });
    expect(() => getEnv()).toThrow();
  });
});
