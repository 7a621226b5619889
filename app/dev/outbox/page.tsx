import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isDevOutboxEnabled } from "@/lib/integrations/outbox/is-dev-outbox-enabled";
import { listOutboxMessages } from "@/lib/integrations/outbox/list-outbox-messages";
import { parseRecipientFilter } from "@/lib/integrations/outbox/parse-recipient-filter";
import { deliverDueMessages } from "@/lib/outgoing-messages/deliver-due-messages";
import type { OutboxChannel } from "@/lib/integrations/outbox/types";

// Decided per request from the running server's settings: a prerendered 404 (or list) must not be baked in at build.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Local outbox", robots: { index: false, follow: false } };

const channelLabels: Record<OutboxChannel, string> = { email: "Email", sms: "Text message", voice: "Phone call" };

export default async function OutboxPage({ searchParams }: { searchParams: Promise<{ to?: string | string[] }> }) {
  if (!isDevOutboxEnabled()) notFound();

  const { to: toParam } = await searchParams;
  const to = parseRecipientFilter(Array.isArray(toParam) ? toParam[0] : toParam);
  await deliverDueMessages();
  const messages = await listOutboxMessages({ to, limit: 100 });

  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Local outbox</h1>
      <p className="mt-2 text-muted">
        Emails, text messages and phone calls the app would have sent, newest first. Never available in production.
      </p>

      <form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="outbox-to" className="text-sm font-medium">
            Recipient (email or phone number)
          </label>
          <input
            id="outbox-to"
            name="to"
            type="search"
            defaultValue={to}
            className="rounded border border-border bg-surface px-3 py-2"
          />
        </div>
        <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-medium text-white">
          Filter
        </button>
        {to ? (
          <a href="/dev/outbox" className="py-2 text-brand-700 underline">
            Show all
          </a>
        ) : null}
      </form>

      <p className="mt-6 text-sm text-muted">
        {messages.length === 1 ? "1 message" : `${messages.length} messages`}
        {to ? ` to ${to}` : ""}
      </p>
      {messages.length === 0 ? (
        <p className="mt-4">Nothing has been sent yet.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4">
          {messages.map((message) => (
            <li key={message.id}>
              <article
                aria-labelledby={`message-${message.id}`}
                className="rounded-lg border border-border bg-surface p-4"
              >
                <h2 id={`message-${message.id}`} className="font-semibold">
                  {channelLabels[message.channel]} to {message.to}
                </h2>
                <p className="text-sm text-muted">
                  <time dateTime={message.createdAt.toISOString()}>
                    {message.createdAt.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "medium" })}
                  </time>
                </p>
                {message.subject ? (
                  <p className="mt-2">
                    <span className="font-medium">Subject:</span> {message.subject}
                  </p>
                ) : null}
                {message.headers ? (
                  <dl className="mt-2 text-sm break-all">
                    {Object.entries(message.headers).map(([name, value]) => (
                      <div key={name}>
                        <dt className="inline font-medium">{name}:</dt> <dd className="inline">{value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                <pre className="mt-2 font-sans break-words whitespace-pre-wrap">
                  <LinkifiedText text={message.text} />
                </pre>
                {message.html ? (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-brand-700">HTML version</summary>
                    {/* Sandboxed: an email's HTML may carry what a user typed, and must not run in this page. */}
                    <iframe
                      sandbox=""
                      srcDoc={message.html}
                      title={`HTML version of the email to ${message.to}`}
                      className="mt-2 h-96 w-full rounded border border-border bg-white"
                    />
                  </details>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

/** Makes the links in a message (sign-in, reset, verification) clickable. */
function LinkifiedText({ text }: { text: string }) {
  // A sentence's closing punctuation is not part of the link.
  const parts = text.split(/(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'])/g);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="text-brand-700 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
