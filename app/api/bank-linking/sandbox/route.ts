import { z } from "zod";
import { getSandboxBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import { BankLinkingError } from "@/lib/integrations/bank-linking/types";

// The built-in sandbox's side of the link dialog (components/bank-linking/sandbox-link-dialog.tsx): the test sign-in
// lists the institution's accounts; with the chosen accounts it answers the public token the flow ends with. The
// link token from `linkToken` is the caller's ticket. Not there at all when the real provider is configured.

const bodySchema = z.object({
  linkToken: z.string().min(1).max(2000),
  institutionId: z.string().min(1).max(100),
  username: z.string().max(200),
  password: z.string().max(200),
  accountKeys: z.array(z.string().max(100)).max(50).optional(),
});

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const sandbox = getSandboxBankLinking();
  if (!sandbox) return Response.json({ error: "Not found" }, { status: 404 });

  const parsed = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return Response.json({ error: "Invalid request." }, { status: 400 });
  const { accountKeys, ...signIn } = parsed.data;

  try {
    const result = accountKeys ? sandbox.createPublicToken({ ...signIn, accountKeys }) : sandbox.signIn(signIn);
    return Response.json(result, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (!(error instanceof BankLinkingError)) throw error;
    const message = error.kind === "INVALID_TOKEN" ? "This session has expired. Close and try again." : error.message;
    return Response.json({ error: message, code: error.providerCode ?? null }, { status: 400 });
  }
}
