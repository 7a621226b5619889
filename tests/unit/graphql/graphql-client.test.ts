import { gql } from "@urql/core";
import { createGraphQLClient } from "@/lib/graphql/client/create-graphql-client";

const MUTATION = gql`
  mutation {
    logOut(logOut: true) {
      loggedOut
    }
  }
`;
const QUERY = gql`
  query {
    authenticationInfo {
      email
    }
  }
`;

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  const tracked = promise.finally(() => {
    done = true;
  });
  while (!done) await jest.advanceTimersByTimeAsync(1_000);
  return tracked;
}

describe("GraphQL transport (spec 000 §7: up to 10 attempts, 100 ms initial delay)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("retries network failures and sends the same idempotency key every time", async () => {
    const calls: RequestInit[] = [];
    const fetchMock = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      if (calls.length < 4) throw new TypeError("Failed to fetch");
      return jsonResponse({ data: { logOut: { loggedOut: true } } });
    });
    global.fetch = fetchMock as typeof fetch;
    const client = createGraphQLClient({ url: "http://localhost/api/graphql" });

    const result = await settle(client.mutation(MUTATION, {}).toPromise());

    expect(result.data).toEqual({ logOut: { loggedOut: true } });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const keys = calls.map((init) => new Headers(init.headers).get("idempotency-key"));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Headers(calls[0]!.headers).get("x-graphql-yoga-csrf")).toBe("1");
  });

  test("gives up after 10 attempts", async () => {
    const fetchMock = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    global.fetch = fetchMock as typeof fetch;
    const client = createGraphQLClient({ url: "http://localhost/api/graphql" });

    const result = await settle(client.query(QUERY, {}).toPromise());

    expect(result.error?.networkError).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });

  test("does not retry an answer with GraphQL errors, and queries carry no idempotency key", async () => {
    const fetchMock = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({ data: null, errors: [{ message: "Please sign in and try again." }] }),
    );
    global.fetch = fetchMock as typeof fetch;
    const client = createGraphQLClient({ url: "http://localhost/api/graphql" });

    const result = await settle(client.query(QUERY, {}).toPromise());

    expect(result.error?.graphQLErrors[0]?.message).toBe("Please sign in and try again.");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get("idempotency-key")).toBeNull();
  });

  test("two separate submissions of the same mutation get different keys", async () => {
    const keys: Array<string | null> = [];
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get("idempotency-key"));
      return jsonResponse({ data: { logOut: { loggedOut: true } } });
    }) as typeof fetch;
    const client = createGraphQLClient({ url: "http://localhost/api/graphql" });
    await settle(client.mutation(MUTATION, {}).toPromise());
    await settle(client.mutation(MUTATION, {}).toPromise());
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
