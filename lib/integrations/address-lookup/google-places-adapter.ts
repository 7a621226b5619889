import "server-only";
import { addressFromGooglePlace, type GooglePlace } from "./google-place-mapping";
import {
  AddressLookupError,
  type AddressLookup,
  type AddressLookupFailure,
  type AddressSuggestion,
  type FoundPlace,
  type LookupSession,
} from "./types";

export type GooglePlacesOptions = {
  apiKey: string;
  /** The provider's host; tests point it at a loopback stand-in. */
  baseUrl?: string;
  timeoutMs?: number;
};

const DEFAULT_BASE_URL = "https://maps.googleapis.com";
const DETAILS_FIELDS = "address_component,formatted_address,place_id";
const FAILURES = new Set<string>(["OVER_QUERY_LIMIT", "REQUEST_DENIED", "INVALID_REQUEST", "UNKNOWN_ERROR"]);

type PlacesAnswer = { status?: string };

/**
 * The Places web service (autocomplete, find place from text, details) over plain fetch. The key travels only in the
 * request URL to the provider: errors carry the provider's status alone, never the URL.
 */
export class GooglePlacesAddressLookup implements AddressLookup {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: GooglePlacesOptions) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  async autocomplete(text: string, { country, sessionToken }: { country: "US" } & LookupSession): Promise<AddressSuggestion[]> {
    const answer = await this.get<{ predictions?: { place_id: string; description: string }[] }>("autocomplete", {
      input: text,
      components: `country:${country.toLowerCase()}`,
      types: "address",
      sessiontoken: sessionToken,
    });
    return (answer.predictions ?? []).map((prediction) => ({ placeId: prediction.place_id, description: prediction.description }));
  }

  async placeDetails(placeId: string, { sessionToken }: LookupSession = {}) {
    const answer = await this.get<{ result?: GooglePlace }>("details", {
      place_id: placeId,
      fields: DETAILS_FIELDS,
      sessiontoken: sessionToken,
    });
    return answer.result ? addressFromGooglePlace(answer.result) : null;
  }

  async findPlace(text: string): Promise<FoundPlace> {
    const answer = await this.get<{ candidates?: { place_id: string }[] }>("findplacefromtext", {
      input: text,
      inputtype: "textquery",
      fields: "place_id",
    });
    const candidates = answer.candidates ?? [];
    if (candidates.length === 0) return { status: "ZERO_RESULTS" };
    if (candidates.length > 1) return { status: "MULTIPLE", count: candidates.length };
    const details = await this.placeDetails(candidates[0]!.place_id);
    return details ? { status: "OK", details } : { status: "NOT_A_US_STREET_ADDRESS" };
  }

  /** One call; OK and the "nothing there" statuses are answers, the others are failures. */
  private async get<T>(endpoint: string, parameters: Record<string, string | undefined>): Promise<T & PlacesAnswer> {
    const url = new URL(`${this.baseUrl}/maps/api/place/${endpoint}/json`);
    for (const [name, value] of Object.entries(parameters)) if (value) url.searchParams.set(name, value);
    url.searchParams.set("key", this.options.apiKey);

    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: "application/json" } });
    } catch (error) {
      throw new AddressLookupError(error instanceof DOMException && error.name === "TimeoutError" ? "TIMEOUT" : "HTTP_ERROR");
    }
    if (!response.ok) throw new AddressLookupError("HTTP_ERROR");
    const answer = (await response.json().catch(() => ({}))) as T & PlacesAnswer;
    const status = answer.status ?? "UNKNOWN_ERROR";
    if (status === "OK" || status === "ZERO_RESULTS" || status === "NOT_FOUND") return answer;
    throw new AddressLookupError(FAILURES.has(status) ? (status as AddressLookupFailure) : "UNKNOWN_ERROR");
  }
}
