import { getDb } from "@/lib/db";
import { getSandboxBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import { SANDBOX_PASSWORD, SANDBOX_USERNAME } from "@/lib/integrations/bank-linking/sandbox-institutions";
import type { BankLinking } from "@/lib/integrations/bank-linking/types";
import { createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";

// Linking the built-in sandbox's banks through the API, as the accounts screens do; shared by the bank-linking tests.

export const PLATYPUS = { institutionId: "ins_109508", name: "First Platypus Bank" };
export const ALL_PLATYPUS = ["checking", "savings", "credit-card", "student-loan", "401k"];

const LINK_TOKEN = "query($withAuth: Boolean) { linkToken(withAuth: $withAuth) { token expiration } }";
const CREATE = `mutation($publicToken: String!, $institutionData: InstitutionDataInput!) {
  createPlaidAccounts(publicToken: $publicToken, institutionData: $institutionData) {
    error institutionItem { id name institutionId isLatestSyncFailed isLatestLiabilitiesSyncFailed }
  }
}`;

export type CreateResult = {
  createPlaidAccounts: {
    error: string | null;
    institutionItem: {
      id: string;
      name: string;
      institutionId: string;
      isLatestSyncFailed: boolean;
      isLatestLiabilitiesSyncFailed: boolean;
    } | null;
  };
};

export async function member() {
  const db = await getDb();
  const user = await createUser(db);
  const { cookie } = await sessionCookieFor(user.id);
  return { user, cookie };
}

/** Walks the sandbox link dialog as a member would: a link token from the API, the test sign-in, the chosen accounts. */
export async function linkFlow(
  cookie: string,
  { institutionId = PLATYPUS.institutionId, accountKeys = ALL_PLATYPUS, username = SANDBOX_USERNAME } = {},
) {
  const { body } = await executeGraphQL<{ linkToken: { token: string } }>({ query: LINK_TOKEN, cookie });
  const linkToken = body.data!.linkToken.token;
  return getSandboxBankLinking()!.createPublicToken({ linkToken, institutionId, username, password: SANDBOX_PASSWORD, accountKeys })
    .publicToken;
}

export function create(cookie: string, publicToken: string, institutionData: Record<string, unknown> = PLATYPUS) {
  return executeGraphQL<CreateResult>({ query: CREATE, variables: { publicToken, institutionData }, cookie });
}

/** The sandbox the API uses (same memory of removed items), with some calls replaced; `removed` lists removeItem calls. */
export function sandboxProvider(replaced: Partial<BankLinking> = {}): { provider: BankLinking; removed: string[] } {
  const sandbox = getSandboxBankLinking()!;
  const removed: string[] = [];
  const provider: BankLinking = {
    createLinkToken: (input) => sandbox.createLinkToken(input),
    exchangePublicToken: (input) => sandbox.exchangePublicToken(input),
    getAccounts: (input) => sandbox.getAccounts(input),
    syncTransactions: (input) => sandbox.syncTransactions(input),
    refreshTransactions: (input) => sandbox.refreshTransactions(input),
    getLiabilities: (input) => sandbox.getLiabilities(input),
    completeUpdate: (input) => sandbox.completeUpdate(input),
    verifyWebhook: (input) => sandbox.verifyWebhook(input),
    createProcessorToken: (input) => sandbox.createProcessorToken(input),
    removeItem: async (input) => {
      removed.push(input.accessToken);
      return sandbox.removeItem(input);
    },
    ...replaced,
  };
  return { provider, removed };
}
