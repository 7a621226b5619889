import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/auth-options";

export const dynamic = "force-dynamic";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

async function handler(request: Request, context: RouteContext): Promise<Response> {
  return NextAuth(request as never, { params: await context.params } as never, getAuthOptions());
}

export { handler as GET, handler as POST };
