import { POST } from "@/app/api/bank-linking/sandbox/route";
import { resetEnvForTests } from "@/lib/env";
import { getSandboxBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import { SANDBOX_CREDENTIALS_ERROR, SANDBOX_PASSWORD, SANDBOX_USERNAME } from "@/lib/integrations/bank-linking/sandbox-institutions";

function post(body: unknown) {
  return POST(
    new Request("http://localhost/api/bank-linking/sandbox", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

async function linkToken() {
  return (await getSandboxBankLinking()!.createLinkToken({ userId: "member-1", withAuth: false })).linkToken;
}

describe("POST /api/bank-linking/sandbox", () => {
  const signIn = { institutionId: "ins_109511", username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD };

  test("the test sign-in lists the accounts; the chosen ones give a public token that can be exchanged", async () => {
    const token = await linkToken();
    const listed = await post({ linkToken: token, ...signIn });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toMatchObject({
      institution: { institutionId: "ins_109511", name: "Tartan Bank" },
      accounts: [{ accountKey: "checking" }, { accountKey: "credit-card" }, { accountKey: "ira" }],
    });

    const linked = await post({ linkToken: token, ...signIn, accountKeys: ["ira"] });
    const { publicToken, accounts } = (await linked.json()) as { publicToken: string; accounts: unknown[] };
    expect(accounts).toHaveLength(1);
    const { accessToken } = await getSandboxBankLinking()!.exchangePublicToken({ publicToken });
    expect((await getSandboxBankLinking()!.getAccounts({ accessToken })).map((a) => a.subtype)).toEqual(["ira"]);
  });

  test("wrong credentials, a forged link token or no account chosen are 400 with a message", async () => {
    const token = await linkToken();
    const wrong = await post({ linkToken: token, ...signIn, password: "nope" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: SANDBOX_CREDENTIALS_ERROR, code: "INVALID_CREDENTIALS" });

    const forged = await post({ linkToken: "link-local-abc.def", ...signIn });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: "This session has expired. Close and try again." });

    expect((await post({ linkToken: token, ...signIn, accountKeys: [] })).status).toBe(400);
    expect((await post({ nonsense: true })).status).toBe(400);
  });

  test("an OAuth bank: leave for its site, come back with the state id, choose accounts, get a public token", async () => {
    const token = await linkToken();
    const credentials = await post({ linkToken: token, institutionId: "ins_127287", username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD });
    expect(credentials.status).toBe(400);
    expect(await credentials.json()).toMatchObject({ code: "INSTITUTION_REQUIRES_OAUTH" });

    const left = await post({ linkToken: token, institutionId: "ins_127287", oauth: true });
    const { oauthStateId } = (await left.json()) as { oauthStateId: string };
    expect(oauthStateId).toMatch(/^oauth-local-/);

    // The return page knows only the state id: the answer names the bank.
    const back = await post({ linkToken: token, oauthStateId });
    expect(await back.json()).toMatchObject({
      institution: { institutionId: "ins_127287", name: "Platypus OAuth Bank" },
      accounts: [{ accountKey: "checking" }, { accountKey: "savings" }, { accountKey: "credit-card" }],
    });
    const linked = await post({ linkToken: token, institutionId: "ins_127287", oauthStateId, accountKeys: ["savings"] });
    const { publicToken } = (await linked.json()) as { publicToken: string };
    const { accessToken } = await getSandboxBankLinking()!.exchangePublicToken({ publicToken });
    expect((await getSandboxBankLinking()!.getAccounts({ accessToken })).map((a) => a.subtype)).toEqual(["savings"]);

    const otherToken = await linkToken();
    const stolen = await post({ linkToken: otherToken, oauthStateId });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ error: "This session has expired. Close and try again." });
    expect((await post({ linkToken: token })).status).toBe(400);
  });

  test("is not there when the real provider is configured", async () => {
    const saved = { id: process.env.PLAID_CLIENT_ID, secret: process.env.PLAID_SECRET };
    process.env.PLAID_CLIENT_ID = "id";
    process.env.PLAID_SECRET = "secret";
    resetEnvForTests();
    try {
      expect((await post({ linkToken: "x", ...signIn })).status).toBe(404);
    } finally {
      if (saved.id === undefined) delete process.env.PLAID_CLIENT_ID;
      else process.env.PLAID_CLIENT_ID = saved.id;
      if (saved.secret === undefined) delete process.env.PLAID_SECRET;
      else process.env.PLAID_SECRET = saved.secret;
      resetEnvForTests();
    }
  });
});
