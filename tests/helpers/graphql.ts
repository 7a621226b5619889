import { POST } from "@/app/api/graphql/route";
import { encodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";
import { createSession } from "@/lib/auth/sessions/create-session";

export type GraphQLResult<T = Record<string, unknown>> = {
  status: number;
  body: { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  setCookies: string[];
  headers: Headers;
};

/** Runs one operation through the real route handler, as a browser would send it. */
export async function executeGraphQL<T = Record<string, unknown>>({
  query,
  variables,
  cookie,
  headers = {},
}: {
  query: string;
  variables?: Record<string, unknown>;
  cookie?: string;
  headers?: Record<string, string>;
}): Promise<GraphQLResult<T>> {
  const request = new Request("http://localhost/api/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-graphql-yoga-csrf": "1",
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const response = await POST(request);
  return {
    status: response.status,
    body: await response.json(),
    setCookies: response.headers.getSetCookie(),
    headers: response.headers,
  };
}

/** A signed-in cookie for a user, as the log-in flow would set it. */
export async function sessionCookieFor(userId: string, options: { coachedUserId?: string } = {}): Promise<{
  cookie: string;
  sessionId: string;
}> {
  const session = await createSession({ userId, coachedUserId: options.coachedUserId ?? null });
  const token = await encodeSessionToken({ sub: userId, sid: session.id });
  return { cookie: `${sessionCookieName()}=${token}`, sessionId: session.id };
}

/** The session cookie a response set, ready to send back. */
export function sessionCookieFrom(setCookies: string[]): string | undefined {
  const name = sessionCookieName();
  const header = setCookies.find((value) => value.startsWith(`${name}=`) && !value.startsWith(`${name}=;`));
  return header?.split(";")[0];
}
