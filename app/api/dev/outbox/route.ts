import { isDevOutboxEnabled } from "@/lib/integrations/outbox/is-dev-outbox-enabled";
import { listOutboxMessages } from "@/lib/integrations/outbox/list-outbox-messages";
import { parseRecipientFilter } from "@/lib/integrations/outbox/parse-recipient-filter";
import { deliverDueMessages } from "@/lib/outgoing-messages/deliver-due-messages";

// Decided per request from the running server's settings, never baked in at build time.
export const dynamic = "force-dynamic";

/** The local outbox as JSON, newest first; `?to=` filters by recipient, `?limit=` caps the count (default 50). */
export async function GET(request: Request): Promise<Response> {
  if (!isDevOutboxEnabled()) return new Response("Not Found", { status: 404 });

  await deliverDueMessages();
  const params = new URL(request.url).searchParams;
  const limit = params.get("limit");
  const messages = await listOutboxMessages({
    to: parseRecipientFilter(params.get("to")),
    limit: limit ? Number(limit) : undefined,
  });
  return Response.json(
    messages.map(({ channel, to, subject, text, html, headers, attachments, createdAt }) => ({
      channel,
      to,
      subject,
      text,
      html,
      headers,
      attachments,
      createdAt: createdAt.toISOString(),
    })),
    { headers: { "Cache-Control": "no-store" } },
  );
}
