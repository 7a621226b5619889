import { randomUUID } from "node:crypto";
import { z } from "zod";
import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { can } from "@/lib/authz/permissions";
import { getDb } from "@/lib/db";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import type { ClearingFirmOperation } from "@/lib/integrations/clearing-firm/local-adapter";
import { CLEARING_FIRM_OPERATIONS, FORCED_OUTCOMES, isSandboxDevToolsEnabled, SandboxControl } from "@/lib/integrations/clearing-firm/sandbox-control";
import { ClearingFirmError, type ForcedOutcome } from "@/lib/integrations/clearing-firm/types";
import { enqueueInvestingAccountSync } from "@/lib/investing/enqueue-investing-account-sync";
import { withRequestLog } from "@/lib/log/with-request-log";

// POST /api/dev/clearing-firm: the built-in clearing-firm sandbox's controls (local and test installs only, for a
// signed-in staff member): force an application's outcome, finish its review now, or make an operation's next call
// fail. After a decision the account's sync is queued, as the clearing firm's notification would. The money controls
// (issue 16): settle a pending transfer (or return it), receive a rollover check, place an order at the day's price.

export const dynamic = "force-dynamic";

const MONEY = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/);

const controlSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("force"), accountId: z.string().min(1), outcome: z.enum(FORCED_OUTCOMES as [ForcedOutcome, ...ForcedOutcome[]]) }),
  z.object({ action: z.literal("completeReview"), accountId: z.string().min(1) }),
  // A deposit settles now or the bank returns it; `transferId` is ours or the clearing firm's.
  z.object({
    action: z.literal("settleTransfer"),
    transferId: z.string().min(1),
    outcome: z.enum(["COMPLETED", "RETURNED"]),
    returnReason: z.string().max(80).optional(),
  }),
  z.object({ action: z.literal("depositCheck"), accountId: z.string().min(1), amount: MONEY, description: z.string().trim().min(1).max(200) }),
  z.object({ action: z.literal("placeOrder"), accountId: z.string().min(1), symbol: z.string().trim().min(1).max(10), side: z.enum(["BUY", "SELL"]), notional: MONEY }),
  z.object({ action: z.literal("failNext"), operation: z.enum(CLEARING_FIRM_OPERATIONS as [ClearingFirmOperation, ...ClearingFirmOperation[]]), mode: z.enum(["UNAVAILABLE", "TIMEOUT_AFTER_COMMIT"]) }),
]);

const STATUS: Record<ClearingFirmError["kind"], number> = { INVALID_REQUEST: 400, NOT_FOUND: 404, CONFLICT: 409, UNAVAILABLE: 503 };

/** Queues the sync of our account with this clearing-firm id, if we have one; answers whether it did. */
async function queueSync(accountId: string): Promise<boolean> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const account = await tx.investingAccount.findUnique({ where: { accountId }, select: { id: true } });
    if (account) await enqueueInvestingAccountSync(tx, account.id);
    return account !== null;
  });
}

async function control(request: Request): Promise<Response> {
  if (!isSandboxDevToolsEnabled()) return Response.json({ error: "Not found" }, { status: 404 });
  const viewer = await findViewerForCookieHeader(request.headers.get("cookie"));
  if (!viewer) return Response.json({ error: "Please sign in and try again." }, { status: 401 });
  if (!can(viewer, "customers:manage")) return Response.json({ error: "You do not have permission to do that." }, { status: 403 });
  // JSON only: a cross-site form cannot send it without the browser asking first (CORS), so no forged controls.
  if (!request.headers.get("content-type")?.startsWith("application/json")) {
    return Response.json({ error: "Send JSON." }, { status: 415 });
  }
  const parsed = controlSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "Invalid request." }, { status: 400 });
  const input = parsed.data;
  const sandbox = new SandboxControl();
  try {
    if (input.action === "failNext") {
      await sandbox.failNext({ operation: input.operation, mode: input.mode });
      return Response.json({ ok: true });
    }
    if (input.action === "settleTransfer") {
      const db = await getDb();
      const ours = await db.investingTransfer.findFirst({
        where: { OR: [{ id: input.transferId }, { transferId: input.transferId }] },
        select: { transferId: true, account: { select: { accountId: true } } },
      });
      if (!ours?.transferId || !ours.account.accountId) return Response.json({ error: "No such transfer at the clearing firm yet." }, { status: 404 });
      await sandbox.settleTransfer({ transferId: ours.transferId, outcome: input.outcome, returnReason: input.returnReason });
      return Response.json({ ok: true, syncQueued: await queueSync(ours.account.accountId) });
    }
    if (input.action === "depositCheck") {
      const { accountId, amount, description } = input;
      const transfer = await sandbox.depositCheck({ requestId: randomUUID(), accountId, amount, description });
      return Response.json({ ok: true, transfer, syncQueued: await queueSync(accountId) });
    }
    if (input.action === "placeOrder") {
      const { accountId, symbol, side, notional } = input;
      return Response.json({ ok: true, order: await getClearingFirm().placeOrder({ requestId: randomUUID(), accountId, symbol, side, notional }) });
    }
    if (input.action === "force") await sandbox.forceOutcome({ accountId: input.accountId, outcome: input.outcome });
    else await sandbox.completeReview({ accountId: input.accountId });
    const [account] = await getClearingFirm().getAccounts({ accountIds: [input.accountId] });
    return Response.json({ ok: true, state: account?.state ?? null, syncQueued: await queueSync(input.accountId) });
  } catch (error) {
    if (error instanceof ClearingFirmError) return Response.json({ error: error.message }, { status: STATUS[error.kind] });
    throw error;
  }
}

export async function POST(request: Request): Promise<Response> {
  return withRequestLog(request, () => control(request));
}
