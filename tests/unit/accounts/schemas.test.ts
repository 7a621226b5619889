import {
  assetFormSchema,
  creditCardFormSchema,
  creditScoreFormSchema,
  incomeFormSchema,
  loanFormSchema,
  stripTyped,
} from "@/lib/accounts/schemas";

const messagesByField = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("account forms (spec 001 §2, §5)", () => {
  it("strips $, % and , from typed values", () => {
    expect(stripTyped("$1,234.50")).toBe("1234.50");
    expect(stripTyped("19.99 %")).toBe("19.99");
  });

  it.each([
    ["asset", assetFormSchema, { name: "", value: "", accountType: "" }, ["name", "value", "accountType"]],
    ["loan", loanFormSchema, { name: "", value: "", lender: " ", apr: "", loanAmount: "", kind: "car" }, ["name", "value", "lender"]],
    ["credit card", creditCardFormSchema, { name: "", value: "", apr: "", cardLimit: "" }, ["name", "value"]],
    ["credit score", creditScoreFormSchema, { name: "", value: "" }, ["name", "value"]],
    ["income", incomeFormSchema, { name: "", gross: "" }, ["name", "gross"]],
  ] as const)("the %s form says 'Required' for each empty required field and nothing else", (_kind, schema, values, fields) => {
    const result = schema.safeParse(values);
    expect(messagesByField(result)).toEqual(Object.fromEntries(fields.map((field) => [field, "Required"])));
  });

  it("turns typed values into the operation's numbers; empty optional fields become null", () => {
    expect(
      loanFormSchema.parse({ name: "Car", value: "$9,800", lender: "CU", apr: "6.49 %", loanAmount: "", kind: "car" }),
    ).toEqual({ name: "Car", value: 9800, lender: "CU", apr: 6.49, loanAmount: null, kind: "car" });
    expect(creditCardFormSchema.parse({ name: "Visa", value: "$850", apr: "", cardLimit: "$5,000" })).toEqual({
      name: "Visa",
      value: 850,
      apr: null,
      cardLimit: 5000,
    });
  });

  it("checks the credit score range like the server", () => {
    expect(messagesByField(creditScoreFormSchema.safeParse({ name: "Score", value: "900" }))).toEqual({
      value: "Please make sure you enter a valid credit score (between 300 and 850).",
    });
    expect(creditScoreFormSchema.parse({ name: "Score", value: "720" })).toEqual({ name: "Score", value: 720 });
  });

  it("refuses a $0 card limit and a $0 original balance with the server's messages, and allows them empty", () => {
    expect(messagesByField(creditCardFormSchema.safeParse({ name: "Visa", value: "$850", apr: "", cardLimit: "$0" }))).toEqual({
      cardLimit: "Credit card must have a positive card limit.",
    });
    expect(
      messagesByField(loanFormSchema.safeParse({ name: "Car", value: "9800", lender: "CU", apr: "", loanAmount: "0", kind: "car" })),
    ).toEqual({ loanAmount: "Loan must have a positive original balance." });
    expect(creditCardFormSchema.parse({ name: "Visa", value: "0", apr: "0", cardLimit: "" })).toMatchObject({ cardLimit: null });
  });

  it("asks for a whole number of income", () => {
    expect(messagesByField(incomeFormSchema.safeParse({ name: "Salary", gross: "50000.50" }))).toEqual({
      gross: "Please enter a valid positive whole number for income.",
    });
    expect(incomeFormSchema.parse({ name: "Salary", gross: "$85,000" })).toEqual({ name: "Salary", gross: 85000 });
  });
});
