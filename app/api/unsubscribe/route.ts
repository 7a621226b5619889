import { isAppError } from "@/lib/errors";
import { withRequestLog } from "@/lib/log/with-request-log";
import { unsubscribeWithToken } from "@/lib/notifications/unsubscribe-with-token";

// The address in every non-security email's List-Unsubscribe header (RFC 8058). The mail client's one-click POST
// (body `List-Unsubscribe=One-Click`) turns the email's category off without a session; a GET - a person, or a mail
// scanner following links - changes nothing and only opens the preferences page for the token.

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

export function GET(request: Request): Response {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = token ? `/notifications?token=${encodeURIComponent(token)}` : "/unsubscribe";
  return new Response(null, { status: 303, headers: { location: target, ...noStore } });
}

export async function POST(request: Request): Promise<Response> {
  return withRequestLog(request, async () => {
    const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
    if (!token) return Response.json({ error: "Invalid token" }, { status: 400, headers: noStore });
    try {
      const { categoryNames } = await unsubscribeWithToken({ token });
      return Response.json({ unsubscribed: categoryNames }, { headers: noStore });
    } catch (error) {
      if (isAppError(error)) return Response.json({ error: error.message }, { status: 400, headers: noStore });
      throw error;
    }
  });
}
