import "server-only";
import { createHash } from "node:crypto";
import { getDb } from "@/lib/db";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import { ClearingFirmError, type ClearingFirm, type Order } from "@/lib/integrations/clearing-firm/types";
import { logger } from "@/lib/log/logger";
import { enqueueInvestingAccountSync } from "./enqueue-investing-account-sync";
import { planRebalanceOrders } from "./rebalance/plan-rebalance-orders";
import { recordRolloverInvested } from "./rollovers/record-rollover-invested";

// The rebalance job (queue rebalance-investing-account; the product is the adviser, the clearing firm executes):
// brings an ACTIVE account to its model portfolio. New money is spread over the funds below their target; a pending
// portfolio change rebalances fully (sells first). Each order's request id is derived from the holdings it was
// planned from, so a retried job that finds the same holdings sends the same ids and the clearing firm answers the
// orders it already has instead of trading twice; a job that finds orders still open waits for them (it throws, and
// the queue retries later). Once the orders are in, the pending change takes effect and the account counts as
// invested; the sync then values it.

const cents = (amount: string) => Math.round(Number(amount) * 100);

export class OrdersStillOpenError extends Error {
  constructor() {
    super("The account has orders still open at the clearing firm; the rebalance waits for them.");
    this.name = "OrdersStillOpenError";
  }
}

export async function rebalanceInvestingAccount({
  investingAccountId,
  clearingFirm = getClearingFirm(),
}: {
  investingAccountId: string;
  clearingFirm?: ClearingFirm;
}): Promise<{ orders: Order[] }> {
  const db = await getDb();
  const account = await db.investingAccount.findUnique({
    where: { id: investingAccountId },
    select: { accountId: true, state: true, modelPortfolioId: true },
  });
  if (!account?.accountId || account.state !== "ACTIVE") return { orders: [] };
  const pending = await db.portfolioChange.findFirst({
    where: { investingAccountId, state: "PENDING" },
    orderBy: [{ requestedAt: "desc" }, { id: "desc" }],
    select: { id: true, toModelPortfolioId: true },
  });
  const targetId = pending?.toModelPortfolioId ?? account.modelPortfolioId;
  if (!targetId) return { orders: [] };
  const targets = await db.modelPortfolioHolding.findMany({
    where: { modelPortfolioId: targetId },
    select: { symbol: true, weightBasisPoints: true },
    orderBy: { sortOrder: "asc" },
  });
  const accountId = account.accountId;

  let portfolio;
  try {
    if ((await clearingFirm.getOrders({ accountId })).some((order) => order.state === "OPEN")) throw new OrdersStillOpenError();
    portfolio = await clearingFirm.getPortfolio({ accountId });
  } catch (error) {
    // An account the clearing firm does not know can never be traded: no retry would help.
    if (error instanceof ClearingFirmError && error.kind === "NOT_FOUND") {
      logger.warn({ investingAccountId }, "rebalance skipped: the clearing firm has no such account");
      return { orders: [] };
    }
    throw error;
  }
  const planned = planRebalanceOrders({
    cashCents: cents(portfolio.cash),
    holdings: portfolio.positions.map((position) => ({ symbol: position.symbol, valueCents: cents(position.marketValue) })),
    targets,
    fullRebalance: pending !== null,
  });
  const basis = JSON.stringify([targetId, portfolio.cash, portfolio.positions.map((position) => [position.symbol, position.quantity])]);
  const orders: Order[] = [];
  for (const order of [...planned.filter((o) => o.side === "SELL"), ...planned.filter((o) => o.side === "BUY")]) {
    const notional = (order.notionalCents / 100).toFixed(2);
    // At most 40 characters (the clearing firm's client order id).
    const requestId = `rb-${createHash("sha256").update(`${basis}|${order.symbol}|${order.side}|${notional}`).digest("hex").slice(0, 32)}`;
    const placed = await clearingFirm.placeOrder({ requestId, accountId, symbol: order.symbol, side: order.side, notional });
    if (placed.state === "REJECTED") logger.warn({ investingAccountId, symbol: order.symbol, reason: placed.rejectReason }, "a rebalance order was rejected");
    orders.push(placed);
  }

  const invested = portfolio.positions.length > 0 || orders.some((order) => order.side === "BUY" && order.state === "FILLED");
  await db.$transaction(async (tx) => {
    if (pending && orders.every((order) => order.state === "FILLED")) {
      await tx.portfolioChange.updateMany({ where: { id: pending.id, state: "PENDING" }, data: { state: "EFFECTIVE", effectiveAt: new Date() } });
      await tx.investingAccount.update({ where: { id: investingAccountId }, data: { modelPortfolioId: pending.toModelPortfolioId } });
    }
    if (invested) await tx.investingAccount.update({ where: { id: investingAccountId }, data: { isMoneyInvested: true } });
    if (orders.length > 0) await enqueueInvestingAccountSync(tx, investingAccountId);
  });
  // Money from a rollover check is invested once buys filled.
  if (orders.some((order) => order.side === "BUY" && order.state === "FILLED")) await recordRolloverInvested({ investingAccountId });
  return { orders };
}
