import { linkedAccountRow } from "@/lib/bank-linking/linked-account-rows";
import type { Liabilities, LinkedAccount } from "@/lib/integrations/bank-linking/types";

const none: Liabilities = { credit: [], loans: [] };

function account(overrides: Partial<LinkedAccount>): LinkedAccount {
  return {
    accountId: "acc-1",
    name: "Account",
    officialName: null,
    mask: "1234",
    type: "depository",
    subtype: "checking",
    currentBalance: "100.005",
    availableBalance: "90.00",
    creditLimit: null,
    isoCurrencyCode: "USD",
    ...overrides,
  };
}

describe("linkedAccountRow", () => {
  test.each([
    ["checking", true, "CHECKING"],
    ["money market", true, "CHECKING"],
    ["savings", true, "SAVING"],
    ["401k", false, "OTHER"],
    ["cd", false, "OTHER"],
    [null, false, "OTHER"],
  ])("a %s account is an asset, liquid %s, %s", (subtype, liquid, assetType) => {
    const row = linkedAccountRow(account({ subtype }), none, "Bank");
    expect(row.kind).toBe("asset");
    expect(row.data).toMatchObject({ liquid, assetType, subtype, type: "depository", plaidAccountId: "acc-1", mask: "1234" });
    expect(row.data.value.toFixed(2)).toBe("100.01");
  });

  test("a card takes its limit and purchase APR", () => {
    const row = linkedAccountRow(
      account({ type: "credit", subtype: "credit card", currentBalance: "512.30", creditLimit: "3000" }),
      { credit: [{ accountId: "acc-1", aprPercentage: "24.99", lastStatementBalance: null, minimumPaymentAmount: null }], loans: [] },
      "Bank",
    );
    expect(row.kind).toBe("creditCard");
    if (row.kind !== "creditCard") return;
    expect([row.data.value.toFixed(2), row.data.cardLimit?.toFixed(2), row.data.apr?.toFixed(4)]).toEqual(["512.30", "3000.00", "24.9900"]);
  });

  test.each([
    ["student", "STUDENT"],
    ["mortgage", "MORTGAGE"],
    ["auto", "CAR"],
    ["line of credit", "OTHER"],
  ])("a %s loan is kind %s, lent by the institution", (subtype, kind) => {
    const row = linkedAccountRow(account({ type: "loan", subtype, currentBalance: "9000" }), none, "Tartan Bank");
    expect(row.kind).toBe("loan");
    expect(row.data).toMatchObject({ kind, lender: "Tartan Bank", apr: null, loanAmount: null });
  });

  test("a missing balance is zero, never a failure", () => {
    const row = linkedAccountRow(account({ currentBalance: null, availableBalance: null }), none, "Bank");
    expect(row.data.value.toFixed(2)).toBe("0.00");
  });
});
