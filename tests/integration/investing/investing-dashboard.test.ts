import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import { SandboxControl } from "@/lib/integrations/clearing-firm/sandbox-control";
import { openSandboxApplication } from "@/lib/investing/open-sandbox-application";
import { syncInvestingAccount } from "@/lib/investing/sync-investing-account";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { createInvestingAccount, createStaffUser, createUser, seedModelPortfolios, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

// The investing dashboard, the 002 §4 totals and a document's link (issue 16 item 5) through GraphQL, against the
// built-in clearing-firm sandbox: an ACTIVE account funded by a rollover check with two positions; the owner, another
// member (not found), coach mode (reads, no documents), an account with no money yet.
useTestDatabase();

beforeAll(async () => {
  await seedModelPortfolios(await getDb());
});

const DASHBOARD = `query($accountId: String!, $period: InvestingPeriod) { investingDashboard(accountId: $accountId, period: $period) {
  account { accountId label state modelPortfolioName }
  hasMoney equity buyingPower netContributions gainLoss { amount percent } period from to periodGainLoss { amount percent }
  series { date equity netContributions }
  holdings { symbol fundName quantity price marketValue costBasis gainLoss }
  allocation { funds { symbol kind targetBasisPoints actualBasisPoints driftBasisPoints } classes { kind targetBasisPoints actualBasisPoints driftBasisPoints } }
  activity { type amount symbol date }
  documents { documentId kind name date }
} }`;
const TOTALS = `query { investingTotals { equity gainLoss invested accounts { accountId label equity gainLoss percentGainLoss } } }`;
const LINK = `mutation($accountId: String!, $documentId: String!) { createInvestingDocumentLink(accountId: $accountId, documentId: $documentId) { error url expiresAt } }`;

type Dashboard = {
  account: { accountId: string; label: string; state: string; modelPortfolioName: string | null };
  hasMoney: boolean;
  equity: number;
  buyingPower: number;
  netContributions: number;
  gainLoss: { amount: number; percent: number | null };
  period: string;
  from: string;
  to: string;
  periodGainLoss: { amount: number; percent: number | null };
  series: Array<{ date: string; equity: number; netContributions: number }>;
  holdings: Array<{ symbol: string; fundName: string | null; quantity: string; price: number; marketValue: number; costBasis: number; gainLoss: number }>;
  allocation: {
    funds: Array<{ symbol: string; kind: string | null; targetBasisPoints: number; actualBasisPoints: number; driftBasisPoints: number }>;
    classes: Array<{ kind: string; targetBasisPoints: number; actualBasisPoints: number; driftBasisPoints: number }>;
  } | null;
  activity: Array<{ type: string; amount: number; symbol: string | null; date: string }>;
  documents: Array<{ documentId: string; kind: string; name: string; date: string }>;
};
type Totals = { equity: number; gainLoss: number; invested: number; accounts: Array<{ accountId: string; equity: number; gainLoss: number }> };

const cents = (value: number) => Math.round(value * 100);

/** A member with an ACTIVE sandbox account on the Balanced portfolio: a $1,000 rollover check, $600 VTI and $300 BND. */
async function fundedMember({ fund = true }: { fund?: boolean } = {}) {
  const db = await getDb();
  const user = await createUser(db, { email: uniqueEmail("dashboard") });
  const { investingAccountId, accountId } = await openSandboxApplication({ email: user.email! });
  await new SandboxControl().forceOutcome({ accountId, outcome: "APPROVED" });
  await syncInvestingAccount({ investingAccountId });
  const balanced = await db.modelPortfolio.findUniqueOrThrow({ where: { name: "Balanced" }, select: { id: true } });
  await db.investingAccount.update({ where: { id: investingAccountId }, data: { modelPortfolioId: balanced.id, isMoneyInvested: true } });
  const { cookie } = await sessionCookieFor(user.id);
  if (!fund) return { user, accountId, investingAccountId, cookie };
  await new SandboxControl().depositCheck({ requestId: randomUUID(), accountId, amount: "1000.00", description: "Old 401(k) plan" });
  const firm = getClearingFirm();
  await firm.placeOrder({ requestId: randomUUID(), accountId, symbol: "VTI", side: "BUY", notional: "600.00" });
  await firm.placeOrder({ requestId: randomUUID(), accountId, symbol: "BND", side: "BUY", notional: "300.00" });
  return { user, accountId, investingAccountId, cookie };
}

async function call<T>(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await executeGraphQL<T>({ query, variables, cookie });
  return body;
}

test("the owner reads value, buying power, gain/loss, the period's series, holdings, drift, activity and documents", async () => {
  const owner = await fundedMember();
  const body = await call<{ investingDashboard: Dashboard }>(owner.cookie, DASHBOARD, { accountId: owner.accountId, period: "THREE_MONTHS" });
  expect(body.errors).toBeUndefined();
  const dashboard = body.data!.investingDashboard;
  expect(dashboard.account).toMatchObject({ accountId: owner.accountId, state: "ACTIVE", modelPortfolioName: "Balanced" });
  expect(dashboard.account.label).toMatch(/^Brokerage · /);
  expect(dashboard.hasMoney).toBe(true);
  expect(dashboard.buyingPower).toBe(100);
  expect(dashboard.netContributions).toBe(1000);
  // Equity is cash plus positions; gain/loss is equity minus what came in, exactly.
  const positions = dashboard.holdings.reduce((sum, holding) => sum + cents(holding.marketValue), 0);
  expect(cents(dashboard.equity)).toBe(10_000 + positions);
  expect(cents(dashboard.gainLoss.amount)).toBe(cents(dashboard.equity) - 100_000);
  expect(dashboard.holdings.map((holding) => holding.symbol).sort()).toEqual(["BND", "VTI"]);
  const vti = dashboard.holdings.find((holding) => holding.symbol === "VTI")!;
  expect(vti).toMatchObject({ fundName: "Vanguard Total Stock Market ETF", costBasis: 600 });
  expect(cents(vti.gainLoss)).toBe(cents(vti.marketValue) - 60_000);

  // The window ends today; the account opened today, so it starts today and the series has today's close.
  const today = new Date().toISOString().slice(0, 10);
  expect(dashboard).toMatchObject({ period: "THREE_MONTHS", from: today, to: today });
  expect(dashboard.series.at(-1)).toMatchObject({ date: today, netContributions: 1000 });
  expect(dashboard.series.at(-1)!.equity).toBe(dashboard.equity);
  expect(cents(dashboard.periodGainLoss.amount)).toBe(cents(dashboard.gainLoss.amount));

  const classes = Object.fromEntries(dashboard.allocation!.classes.map((row) => [row.kind, row]));
  expect(classes.STOCK).toMatchObject({ targetBasisPoints: 6000 });
  expect(classes.STOCK!.driftBasisPoints).toBe(classes.STOCK!.actualBasisPoints - 6000);
  expect(classes.STOCK!.actualBasisPoints + classes.BOND!.actualBasisPoints).toBe(10_000);
  expect(dashboard.allocation!.funds.find((fund) => fund.symbol === "VXUS")).toMatchObject({ actualBasisPoints: 0 });

  expect(dashboard.activity.map((activity) => activity.type).sort()).toEqual(["BUY", "BUY", "DEPOSIT"]);
  expect(dashboard.activity.find((activity) => activity.type === "DEPOSIT")!.amount).toBe(1000);
  expect(dashboard.documents.length).toBeGreaterThan(0);
});

test("the totals sum the member's open accounts (002 §4): equity, gain/loss, equity minus gain/loss", async () => {
  const owner = await fundedMember();
  const body = await call<{ investingTotals: Totals }>(owner.cookie, TOTALS);
  expect(body.errors).toBeUndefined();
  const totals = body.data!.investingTotals;
  expect(totals.accounts.map((account) => account.accountId)).toEqual([owner.accountId]);
  expect(totals.equity).toBe(totals.accounts[0]!.equity);
  expect(cents(totals.invested)).toBe(cents(totals.equity) - cents(totals.gainLoss));
  expect(totals.invested).toBe(1000);
});

test("the owner gets a short-lived link to a document, kept in storage; another member and coach mode do not", async () => {
  const owner = await fundedMember();
  const { investingDashboard } = (await call<{ investingDashboard: Dashboard }>(owner.cookie, DASHBOARD, { accountId: owner.accountId })).data!;
  const document = investingDashboard.documents[0]!;
  const body = await call<{ createInvestingDocumentLink: { error: string | null; url: string | null; expiresAt: string | null } }>(owner.cookie, LINK, {
    accountId: owner.accountId,
    documentId: document.documentId,
  });
  expect(body.errors).toBeUndefined();
  const link = body.data!.createInvestingDocumentLink;
  expect(link.error).toBeNull();
  expect(link.url).toEqual(expect.any(String));
  expect(Date.parse(link.expiresAt!) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
  const stored = await getFileStorage().head(new URL(link.url!, "http://localhost").pathname.split("/api/storage/")[1]?.split("?")[0] ?? "");
  if (stored) expect(stored.contentType).toBe("application/pdf");

  const missing = await call<{ createInvestingDocumentLink: { error: string | null; url: string | null } }>(owner.cookie, LINK, {
    accountId: owner.accountId,
    documentId: "no-such-document",
  });
  expect(missing.data!.createInvestingDocumentLink).toEqual({ error: "Document not found.", url: null, expiresAt: null });

  const other = await createUser(await getDb(), { email: uniqueEmail("dashboard-other") });
  const { cookie: otherCookie } = await sessionCookieFor(other.id);
  const refused = await call<{ createInvestingDocumentLink: { error: string | null; url: string | null } }>(otherCookie, LINK, {
    accountId: owner.accountId,
    documentId: document.documentId,
  });
  expect(refused.data!.createInvestingDocumentLink).toMatchObject({ error: "Investing account not found.", url: null });

  const staff = await createStaffUser(await getDb());
  const coach = await sessionCookieFor(staff.id, { coachedUserId: owner.user.id });
  const coachLink = await call(coach.cookie, LINK, { accountId: owner.accountId, documentId: document.documentId });
  expect(coachLink.errors?.[0]?.message).toBe("You do not have permission to do that.");
});

test("another member's account is not found; their totals do not include it; coach mode reads the dashboard", async () => {
  const owner = await fundedMember();
  const other = await createUser(await getDb(), { email: uniqueEmail("dashboard-other") });
  const { cookie } = await sessionCookieFor(other.id);
  const refused = await call<{ investingDashboard: Dashboard | null }>(cookie, DASHBOARD, { accountId: owner.accountId });
  expect(refused.errors?.[0]?.message).toBe("Investing account not found.");
  expect(refused.data?.investingDashboard ?? null).toBeNull();
  const totals = await call<{ investingTotals: Totals }>(cookie, TOTALS);
  expect(totals.data!.investingTotals).toEqual({ equity: 0, gainLoss: 0, invested: 0, accounts: [] });

  const staff = await createStaffUser(await getDb());
  const coach = await sessionCookieFor(staff.id, { coachedUserId: owner.user.id });
  const read = await call<{ investingDashboard: Dashboard }>(coach.cookie, DASHBOARD, { accountId: owner.accountId, period: "ALL" });
  expect(read.errors).toBeUndefined();
  expect(read.data!.investingDashboard.netContributions).toBe(1000);
});

test("an open account with no money yet, and one not open yet, answer zeros and hasMoney false; signed out is refused", async () => {
  const open = await fundedMember({ fund: false });
  const empty = await call<{ investingDashboard: Dashboard }>(open.cookie, DASHBOARD, { accountId: open.accountId, period: "ONE_YEAR" });
  expect(empty.errors).toBeUndefined();
  expect(empty.data!.investingDashboard).toMatchObject({ account: { state: "ACTIVE" }, hasMoney: false, equity: 0, buyingPower: 0, holdings: [], activity: [] });

  const db = await getDb();
  const user = await createUser(db, { email: uniqueEmail("dashboard-empty") });
  const { account } = await createInvestingAccount(db, { userId: user.id, state: "SUBMITTED" });
  const { cookie } = await sessionCookieFor(user.id);
  const body = await call<{ investingDashboard: Dashboard }>(cookie, DASHBOARD, { accountId: account.accountId ?? account.id, period: "YEAR_TO_DATE" });
  expect(body.errors).toBeUndefined();
  expect(body.data!.investingDashboard).toMatchObject({ hasMoney: false, equity: 0, buyingPower: 0, gainLoss: { amount: 0, percent: null }, holdings: [], activity: [] });

  const { body: signedOut } = await executeGraphQL({ query: DASHBOARD, variables: { accountId: account.accountId ?? account.id } });
  expect(signedOut.errors?.[0]?.message).toBe("Please sign in and try again.");
});
