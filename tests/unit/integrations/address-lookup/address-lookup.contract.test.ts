import { GooglePlacesAddressLookup } from "@/lib/integrations/address-lookup/google-places-adapter";
import { LocalAddressLookup } from "@/lib/integrations/address-lookup/local-adapter";
import { AddressLookupError, type AddressLookup } from "@/lib/integrations/address-lookup/types";
import { startPlacesStandIn } from "../support/places-stand-in";

// One contract, two adapters: Google Places over plain fetch against a loopback stand-in of its web service, and the
// built-in list of addresses used without a key. The stand-in serves that same list in the provider's format.

type Harness = { lookup: AddressLookup; close(): Promise<void> };
const API_KEY = "AIza-test-key-123";

const adapters: [string, () => Promise<Harness>][] = [
  [
    "GooglePlacesAddressLookup against a loopback Places API",
    async () => {
      const standIn = await startPlacesStandIn({ apiKey: API_KEY });
      return { lookup: new GooglePlacesAddressLookup({ apiKey: API_KEY, baseUrl: standIn.baseUrl }), close: standIn.close };
    },
  ],
  ["LocalAddressLookup (no key)", async () => ({ lookup: new LocalAddressLookup(), close: async () => {} })],
];

describe.each(adapters)("AddressLookup contract: %s", (_name, start) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
  });
  afterAll(() => harness.close());

  const suggest = (text: string) => harness.lookup.autocomplete(text, { country: "US", sessionToken: "session-1" });

  test("suggests US street addresses starting with what was typed, in any case, at most five", async () => {
    const suggestions = await suggest("600 CONGRESS");
    expect(suggestions.map((suggestion) => suggestion.description)).toEqual(["600 Congress Ave, Austin, TX, USA"]);
    expect(suggestions[0]!.placeId).toEqual(expect.any(String));

    const inAustin = await suggest("congress aus");
    expect(inAustin.map((suggestion) => suggestion.description)).toEqual([
      "600 Congress Ave, Austin, TX, USA",
      "601 Congress Ave Suite 200, Austin, TX, USA",
      "1100 Congress Ave, Austin, TX, USA",
    ]);
    expect(await suggest("new york")).toHaveLength(3);
    expect((await suggest("s")).length).toBeLessThanOrEqual(5);
  });

  test("nothing matching, and places that are not street addresses, are not suggested", async () => {
    expect(await suggest("Nowhere Boulevard 99999")).toEqual([]);
    expect(await suggest("Zilker Park")).toEqual([]);
  });

  test("a suggestion's details are the clearing firm's address fields", async () => {
    const [suggestion] = await suggest("600 Congress Ave Austin");
    expect(await harness.lookup.placeDetails(suggestion!.placeId, { sessionToken: "session-1" })).toEqual({
      placeId: suggestion!.placeId,
      formattedAddress: "600 Congress Ave, Austin, TX 78701, USA",
      addressLines: ["600 Congress Ave"],
      locality: "Austin",
      administrativeArea: "TX",
      regionCode: "US",
      postalCode: "78701",
    });
  });

  test("a unit is the second address line", async () => {
    const [suggestion] = await suggest("1600 Pacific");
    expect(await harness.lookup.placeDetails(suggestion!.placeId)).toMatchObject({
      addressLines: ["1600 Pacific Hwy", "Apt 4B"],
      locality: "San Diego",
      administrativeArea: "CA",
      postalCode: "92101",
    });
  });

  test("an unknown place has no details", async () => {
    expect(await harness.lookup.placeDetails("no-such-place")).toBeNull();
  });

  test("a lookup by text fetches the details only when exactly one place matches", async () => {
    await expect(harness.lookup.findPlace("233 S Wacker Dr, Chicago, IL")).resolves.toEqual({
      status: "OK",
      details: expect.objectContaining({ addressLines: ["233 S Wacker Dr"], locality: "Chicago", administrativeArea: "IL", postalCode: "60606" }),
    });
    await expect(harness.lookup.findPlace("Congress Ave")).resolves.toEqual({ status: "MULTIPLE", count: 3 });
    await expect(harness.lookup.findPlace("Nowhere Boulevard")).resolves.toEqual({ status: "ZERO_RESULTS" });
    await expect(harness.lookup.findPlace("Zilker Park Austin")).resolves.toEqual({ status: "NOT_A_US_STREET_ADDRESS" });
  });
});

describe("GooglePlacesAddressLookup: the provider's side", () => {
  let standIn: Awaited<ReturnType<typeof startPlacesStandIn>>;
  let lookup: GooglePlacesAddressLookup;
  beforeAll(async () => {
    standIn = await startPlacesStandIn({ apiKey: API_KEY });
    lookup = new GooglePlacesAddressLookup({ apiKey: API_KEY, baseUrl: standIn.baseUrl, timeoutMs: 200 });
  });
  afterEach(() => {
    standIn.answerStatus(undefined);
    standIn.failWith(undefined);
    standIn.delay(0);
    standIn.requests.length = 0;
  });
  afterAll(() => standIn.close());

  test("autocomplete asks for US addresses only; typing and details share one session token", async () => {
    const [suggestion] = await lookup.autocomplete("600 Congress", { country: "US", sessionToken: "token-abc" });
    await lookup.placeDetails(suggestion!.placeId, { sessionToken: "token-abc" });
    const [autocomplete, details] = standIn.requests;
    expect(autocomplete!.path).toBe("/maps/api/place/autocomplete/json");
    expect(Object.fromEntries(autocomplete!.query)).toEqual({
      input: "600 Congress",
      components: "country:us",
      types: "address",
      sessiontoken: "token-abc",
      key: API_KEY,
    });
    expect(details!.path).toBe("/maps/api/place/details/json");
    expect(details!.query.get("fields")).toBe("address_component,formatted_address,place_id");
    expect(details!.query.get("sessiontoken")).toBe("token-abc");
  });

  test("a lookup by text asks for the place id only, then the one place's details", async () => {
    await lookup.findPlace("233 S Wacker Dr, Chicago");
    expect(standIn.requests.map((request) => request.path)).toEqual([
      "/maps/api/place/findplacefromtext/json",
      "/maps/api/place/details/json",
    ]);
    expect(standIn.requests[0]!.query.get("inputtype")).toBe("textquery");
    expect(standIn.requests[0]!.query.get("fields")).toBe("place_id");
  });

  test.each(["OVER_QUERY_LIMIT", "REQUEST_DENIED", "INVALID_REQUEST", "UNKNOWN_ERROR"])(
    "%s is a typed failure that does not carry the key",
    async (status) => {
      standIn.answerStatus(status);
      for (const call of [
        () => lookup.autocomplete("600 Congress", { country: "US" }),
        () => lookup.placeDetails("ChIJ0000stand-in"),
        () => lookup.findPlace("600 Congress"),
      ]) {
        const error: unknown = await call().catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(AddressLookupError);
        expect(error).toMatchObject({ status });
        expect(JSON.stringify({ message: (error as Error).message, stack: (error as Error).stack })).not.toContain(API_KEY);
      }
    },
  );

  test("a wrong key is REQUEST_DENIED", async () => {
    const wrongKey = new GooglePlacesAddressLookup({ apiKey: "wrong", baseUrl: standIn.baseUrl });
    await expect(wrongKey.autocomplete("600 Congress", { country: "US" })).rejects.toMatchObject({ status: "REQUEST_DENIED" });
  });

  test("an unknown status, an HTTP error and a slow answer are failures too", async () => {
    standIn.answerStatus("SOMETHING_NEW");
    await expect(lookup.autocomplete("600 Congress", { country: "US" })).rejects.toMatchObject({ status: "UNKNOWN_ERROR" });
    standIn.answerStatus(undefined);
    standIn.failWith(502);
    await expect(lookup.autocomplete("600 Congress", { country: "US" })).rejects.toMatchObject({ status: "HTTP_ERROR" });
    standIn.failWith(undefined);
    standIn.delay(1000);
    await expect(lookup.autocomplete("600 Congress", { country: "US" })).rejects.toMatchObject({ status: "TIMEOUT" });
  });
});
