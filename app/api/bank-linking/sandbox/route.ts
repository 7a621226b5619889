import { z } from "zod";
import { getSandboxBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import type { SandboxSignIn } from "@/lib/integrations/bank-linking/sandbox-adapter";
import { BankLinkingError } from "@/lib/integrations/bank-linking/types";
import { withRequestLog } from "@/lib/log/with-request-log";

// The built-in sandbox's side of the link dialog (components/bank-linking/sandbox-link-dialog.tsx): the test sign-in
// lists the institution's accounts; with the chosen accounts it answers the public token the flow ends with. An
// OAuth bank is first left for its "site" (`oauth: true` answers the state id the member comes back to /plaid-oauth
// with) and then signed in with that state id instead of credentials. The link token from `linkToken` is the
// caller's ticket. In update mode (Reconnect) the member signs in to the link token's bank again and gets the token
// that reconnectInstitutionItem takes. Not there at all when the real provider is configured.

const text = (max: number) => z.string().max(max);

const bodySchema = z.object({
  linkToken: text(2000).min(1),
  /** Optional only when coming back from an OAuth bank: the state id names the bank. */
  institutionId: text(100).min(1).optional(),
  username: text(200).optional(),
  password: text(200).optional(),
  oauthStateId: text(2000).min(1).optional(),
  /** Leave for the OAuth bank's site. */
  oauth: z.literal(true).optional(),
  accountKeys: z.array(text(100)).max(50).optional(),
  /** Update mode (Reconnect): sign in to the link token's item again; answers the token for reconnectInstitutionItem. */
  update: z.literal(true).optional(),
});

export const dynamic = "force-dynamic";

async function answerSandboxLink(request: Request): Promise<Response> {
  const sandbox = getSandboxBankLinking();
  if (!sandbox) return Response.json({ error: "Not found" }, { status: 404 });

  const parsed = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return Response.json({ error: "Invalid request." }, { status: 400 });
  const { linkToken, oauthStateId, oauth, accountKeys } = parsed.data;

  try {
    if (parsed.data.update) {
      const institutionId = sandbox.updateModeInstitution(linkToken);
      if (!institutionId) return Response.json({ error: "Invalid request." }, { status: 400 });
      const { username, password } = parsed.data;
      return respond(
        sandbox.createUpdateToken(
          username === undefined ? { linkToken, institutionId } : { linkToken, institutionId, username, password: password ?? "" },
        ),
      );
    }
    const institutionId =
      parsed.data.institutionId ?? (oauthStateId ? sandbox.oauthInstitution({ linkToken, oauthStateId }) : undefined);
    if (!institutionId) return Response.json({ error: "Invalid request." }, { status: 400 });
    if (oauth) return respond(sandbox.beginOAuth({ linkToken, institutionId }));

    const signIn: SandboxSignIn = oauthStateId
      ? { linkToken, institutionId, oauthStateId }
      : { linkToken, institutionId, username: parsed.data.username ?? "", password: parsed.data.password ?? "" };
    return respond(accountKeys ? sandbox.createPublicToken({ ...signIn, accountKeys }) : sandbox.signIn(signIn));
  } catch (error) {
    if (!(error instanceof BankLinkingError)) throw error;
    const message = error.kind === "INVALID_TOKEN" ? "This session has expired. Close and try again." : error.message;
    return Response.json({ error: message, code: error.providerCode ?? null }, { status: 400 });
  }
}

function respond(body: object): Response {
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}

export async function POST(request: Request): Promise<Response> {
  return withRequestLog(request, () => answerSandboxLink(request));
}
