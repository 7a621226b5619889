// A stand-in for the GraphQL endpoint in component tests: replaces global.fetch, answers each operation (by its
// name) from a queue of answers — the last one repeats — and records what was sent. urql sends queries as GET (the
// operation in the URL) and mutations as POST; both are read.

export type FakeAnswer = { data?: unknown; errors?: Array<{ message: string }> };
export type SentOperation = { operationName: string; variables: Record<string, unknown> };

export function fakeGraphQL(answers: Record<string, FakeAnswer[]>): SentOperation[] {
  const sent: SentOperation[] = [];
  global.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    const params = new URL(url, "http://localhost").searchParams;
    const { query, variables } = init?.body
      ? (JSON.parse(init.body) as { query: string; variables: Record<string, unknown> })
      : { query: params.get("query") ?? "", variables: JSON.parse(params.get("variables") ?? "{}") };
    const name = /(?:mutation|query) (\w+)/.exec(query)?.[1] ?? "";
    sent.push({ operationName: name, variables });
    const queue = answers[name];
    const body = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? { errors: [{ message: `No answer for ${name}` }] };
    return {
      ok: true,
      status: 200,
      statusText: "OK",
      headers: { get: (header: string) => (header.toLowerCase() === "content-type" ? "application/json" : null) },
      text: async () => JSON.stringify(body),
    };
  }) as unknown as typeof fetch;
  return sent;
}
