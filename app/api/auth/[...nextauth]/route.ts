import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { withRequestLog } from "@/lib/log/with-request-log";

export const dynamic = "force-dynamic";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth parses a JSON body itself and throws on a malformed one (a bare 500); a body it cannot read is the
 * caller's mistake. Form bodies always parse.
 */
async function hasReadableBody(request: Request): Promise<boolean> {
  if (request.method !== "POST" || !request.headers.get("content-type")?.includes("application/json")) return true;
  try {
    const body: unknown = JSON.parse(await request.clone().text());
    return typeof body === "object" && body !== null && !Array.isArray(body);
  } catch {
    return false;
  }
}

async function handler(request: Request, context: RouteContext): Promise<Response> {
  return withRequestLog(request, async () => {
    if (!(await hasReadableBody(request))) return Response.json({ error: "Invalid request body." }, { status: 400 });
    return NextAuth(request as never, { params: await context.params } as never, getAuthOptions());
  });
}

export { handler as GET, handler as POST };
