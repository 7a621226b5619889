import { GET as getDetails } from "@/app/api/address-lookup/details/route";
import { GET as getSuggestions } from "@/app/api/address-lookup/suggestions/route";
import { ADDRESS_LOOKUPS_PER_MINUTE } from "@/lib/address-lookup/consume-address-lookup-allowance";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { captureLogsForTests } from "@/lib/log/logger";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "@/lib/rate-limit/consume-rate-limit";
import { createUser } from "@/prisma/seed";
import { sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// Without GOOGLE_PLACES_API_KEY the routes answer from the built-in list of US addresses.
const savedKey = process.env.GOOGLE_PLACES_API_KEY;
beforeAll(() => {
  delete process.env.GOOGLE_PLACES_API_KEY;
  resetEnvForTests();
});
afterAll(() => {
  if (savedKey !== undefined) process.env.GOOGLE_PLACES_API_KEY = savedKey;
  resetEnvForTests();
});

const suggestions = (query: string, cookie?: string) =>
  getSuggestions(new Request(`http://localhost/api/address-lookup/suggestions?${query}`, { headers: cookie ? { cookie } : {} }));
const details = (query: string, cookie?: string) =>
  getDetails(new Request(`http://localhost/api/address-lookup/details?${query}`, { headers: cookie ? { cookie } : {} }));

async function signedIn(): Promise<string> {
  const user = await createUser(await getDb());
  return (await sessionCookieFor(user.id)).cookie;
}

test("a signed-in person gets suggestions, then the chosen one's address fields, never cached", async () => {
  const cookie = await signedIn();
  const session = crypto.randomUUID();
  const answer = await suggestions(`q=${encodeURIComponent("600 congress")}&session=${session}`, cookie);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  const { suggestions: found } = (await answer.json()) as { suggestions: { placeId: string; description: string }[] };
  expect(found).toEqual([{ placeId: expect.any(String), description: "600 Congress Ave, Austin, TX, USA" }]);

  const chosen = await details(`placeId=${encodeURIComponent(found[0]!.placeId)}&session=${session}`, cookie);
  expect(chosen.status).toBe(200);
  expect(chosen.headers.get("cache-control")).toBe("private, no-store");
  expect(await chosen.json()).toEqual({
    details: {
      placeId: found[0]!.placeId,
      formattedAddress: "600 Congress Ave, Austin, TX 78701, USA",
      addressLines: ["600 Congress Ave"],
      locality: "Austin",
      administrativeArea: "TX",
      regionCode: "US",
      postalCode: "78701",
    },
  });
  expect(await (await details("placeId=unknown-place", cookie)).json()).toEqual({ details: null });
});

test("signed out, both routes refuse", async () => {
  for (const response of [await suggestions("q=600+congress"), await details("placeId=anything")]) {
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ error: "Please sign in and try again." });
  }
  const forged = await suggestions("q=600+congress", "authjs.session-token=forged");
  expect(forged.status).toBe(401);
});

test("input past 200 characters, an empty query and a malformed session token are refused", async () => {
  const cookie = await signedIn();
  const long = await suggestions(`q=${"a".repeat(201)}`, cookie);
  expect(long.status).toBe(400);
  expect(await long.json()).toEqual({ error: "Please enter at most 200 characters." });
  expect((await suggestions(`q=${"a".repeat(200)}`, cookie)).status).toBe(200);
  expect((await details(`placeId=${"p".repeat(201)}`, cookie)).status).toBe(400);
  expect((await suggestions("q=%20%20", cookie)).status).toBe(400);
  expect((await details("placeId=", cookie)).status).toBe(400);
  expect((await suggestions("q=600&session=not%20a%20token!", cookie)).status).toBe(400);
});

test("each person has 60 lookups a minute, suggestions and details together", async () => {
  // One fixed-window minute for the whole test, so the count cannot roll over midway.
  const now = Date.now();
  const clock = jest.spyOn(Date, "now").mockReturnValue(now - (now % 60_000) + 1_000);
  try {
    const cookie = await signedIn();
    const other = await signedIn();
    for (let lookup = 0; lookup < ADDRESS_LOOKUPS_PER_MINUTE; lookup++) {
      const response = lookup % 2 ? await details("placeId=unknown", cookie) : await suggestions("q=congress", cookie);
      expect(response.status).toBe(200);
    }
    for (const refused of [await suggestions("q=congress", cookie), await details("placeId=unknown", cookie)]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: TOO_MANY_ATTEMPTS_MESSAGE });
    }
    expect((await suggestions("q=congress", other)).status).toBe(200);
  } finally {
    clock.mockRestore();
  }
});

test("when the provider refuses, the person is told to try again and the log names the status, not the key", async () => {
  const cookie = await signedIn();
  const key = "AIza-secret-route-key";
  process.env.GOOGLE_PLACES_API_KEY = key;
  resetEnvForTests();
  const providerCalls: string[] = [];
  const fetchSpy = jest.spyOn(globalThis, "fetch").mockImplementation(async (url) => {
    providerCalls.push(String(url));
    return Response.json({ status: "OVER_QUERY_LIMIT", error_message: "You have exceeded your daily request quota." });
  });
  const lines: string[] = [];
  const restoreLogs = captureLogsForTests((line) => lines.push(line));
  try {
    const response = await suggestions("q=600+congress", cookie);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "Address search is unavailable right now. Please try again in a moment." });
    expect(providerCalls).toHaveLength(1);
    expect(providerCalls[0]).toMatch(/^https:\/\/maps\.googleapis\.com\/maps\/api\/place\/autocomplete\/json\?/);
    expect(lines.join("\n")).toContain("OVER_QUERY_LIMIT");
    expect(lines.join("\n")).not.toContain(key);
  } finally {
    restoreLogs();
    fetchSpy.mockRestore();
    delete process.env.GOOGLE_PLACES_API_KEY;
    resetEnvForTests();
  }
});
