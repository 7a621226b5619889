import { POST } from "@/app/api/graphql/route";
import { encodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";
import { createSession } from "@/lib/auth/sessions/create-session";
import { COACH_ACCESS_MINUTES } from "@/lib/coach-mode/coach-access-policy";
import { getDb } from "@/lib/db";

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

/**
 * A signed-in cookie for a user, as the log-in flow would set it. With `coachedUserId`: a coach-mode session resting
 * on the member's approval (issue 14 item 7), changes allowed unless `coachAllowsEdits: false`.
 */
export async function sessionCookieFor(
  userId: string,
  options: { coachedUserId?: string; coachAllowsEdits?: boolean } = {},
): Promise<{
  cookie: string;
  sessionId: string;
  coachAccessGrantId: string | null;
}> {
  const coachAccess = options.coachedUserId
    ? await approvedCoachAccess({ coachUserId: userId, memberUserId: options.coachedUserId, allowEdits: options.coachAllowsEdits ?? true })
    : null;
  const session = await createSession({ userId, coachedUserId: options.coachedUserId ?? null, coachAccess });
  const token = await encodeSessionToken({ sub: userId, sid: session.id });
  return { cookie: `${sessionCookieName()}=${token}`, sessionId: session.id, coachAccessGrantId: coachAccess?.grantId ?? null };
}

/** A member's approval for a coach, as answerCoachAccessRequest would record it. */
export async function approvedCoachAccess({
  coachUserId,
  memberUserId,
  allowEdits = false,
  isEmergency = false,
}: {
  coachUserId: string;
  memberUserId: string;
  allowEdits?: boolean;
  isEmergency?: boolean;
}): Promise<{ grantId: string; endsAt: Date }> {
  const db = await getDb();
  const now = new Date();
  const grant = await db.coachAccessGrant.create({
    data: {
      coachUserId,
      memberUserId,
      reason: isEmergency ? "An emergency reason written by the staff member for the test." : "Reviewing your budget together",
      status: "APPROVED",
      allowEdits,
      isEmergency,
      decidedAt: now,
      expiresAt: new Date(now.getTime() + COACH_ACCESS_MINUTES * 60_000),
    },
  });
  return { grantId: grant.id, endsAt: grant.expiresAt };
}

/** The session cookie a response set, ready to send back. */
export function sessionCookieFrom(setCookies: string[]): string | undefined {
  const name = sessionCookieName();
  const header = setCookies.find((value) => value.startsWith(`${name}=`) && !value.startsWith(`${name}=;`));
  return header?.split(";")[0];
}
