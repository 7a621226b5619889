import {
  createAssetRules,
  createCreditCardRules,
  createCreditScoreRules,
  createIncomeRules,
  createLoanRules,
  updateAssetRules,
  updateIncomeRules,
  updateLoanRules,
} from "@/lib/accounts/account-rules";
import { parseInput } from "@/lib/validation/parse-input";
import { AppError } from "@/lib/errors";

function refusal(run: () => unknown): { message: string; field?: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { message: error.message, field: error.field };
    throw error;
  }
  throw new Error("expected a refusal");
}

const loan = { name: "Car Loan", lender: "Lakeside CU", value: 9800, apr: 6.49, loanAmount: 18000, kind: "car" };

describe("server rules for manual accounts (spec 001 §5, §8)", () => {
  it.each([
    [{ ...loan, name: " " }, "Loan must have a name.", "name"],
    [{ ...loan, lender: undefined }, "Loan must have a lender.", "lender"],
    [{ ...loan, value: -1 }, "Loan must have a positive balance.", "value"],
    [{ ...loan, apr: -0.5 }, "Loan must have a positive interest rate.", "apr"],
    [{ ...loan, loanAmount: -100 }, "Loan must have a positive original balance.", "loanAmount"],
    [{ ...loan, kind: "boat" }, "Loan must have a valid kind.", "kind"],
    [{ ...loan, paymentInterval: 4 }, "Loan must have a valid interval.", "paymentInterval"],
    [{ ...loan, paymentInterval: 1.5 }, "Loan must have a valid interval.", "paymentInterval"],
    [{ ...loan, value: 1e13 }, "Loan balance is too large.", "value"],
    [{ ...loan, name: "x".repeat(101) }, "Loan name must be 100 characters or fewer.", "name"],
  ])("loan %p -> %s", (input, message, field) => {
    expect(refusal(() => parseInput(createLoanRules, input))).toEqual({ message, field });
  });

  it("reports the first problem in the form's order", () => {
    expect(refusal(() => parseInput(createLoanRules, { value: -1 })).message).toBe("Loan must have a name.");
  });

  it("a loan's kind, interval, rate and original balance are optional; zero amounts are allowed", () => {
    expect(parseInput(createLoanRules, { name: "Loan", lender: "Bank", value: 0 })).toEqual({
      name: "Loan",
      lender: "Bank",
      value: 0,
    });
    expect(parseInput(createLoanRules, { ...loan, kind: "Personal Loan", apr: 0 })).toMatchObject({
      kind: "OTHER",
      apr: 0,
    });
  });

  it.each([
    [{ name: "", value: 5, accountType: "checking" }, "Asset must have a name.", "name"],
    [{ name: "Checking", value: -5, accountType: "checking" }, "Asset must have a positive value.", "value"],
    [{ name: "Checking", value: 5 }, "Asset must have a type.", "accountType"],
    [{ name: "Checking", value: 5, accountType: " " }, "Asset must have a type.", "accountType"],
    [{ name: "Checking", value: 5, accountType: "yacht" }, "Asset must have a valid type.", "accountType"],
  ])("asset %p -> %s", (input, message, field) => {
    expect(refusal(() => parseInput(createAssetRules, input))).toEqual({ message, field });
  });

  it.each([
    [{ value: 10 }, "Credit card must have a name.", "name"],
    [{ name: "Visa", value: -10 }, "Credit card must have a positive balance.", "value"],
    [{ name: "Visa", value: 10, apr: -1 }, "Credit card must have a positive interest rate.", "apr"],
    [{ name: "Visa", value: 10, cardLimit: -1 }, "Credit card must have a positive card limit.", "cardLimit"],
  ])("credit card %p -> %s", (input, message, field) => {
    expect(refusal(() => parseInput(createCreditCardRules, input))).toEqual({ message, field });
  });

  it.each([
    [{ gross: -1 }, "gross"],
    [{ gross: 50_000.5 }, "gross"],
    [{}, "gross"],
    [{ gross: 50_000, net: 1.5 }, "net"],
  ])("income %p -> the whole-number message", (input, field) => {
    expect(refusal(() => parseInput(createIncomeRules, input))).toEqual({
      message: "Please enter a valid positive whole number for income.",
      field,
    });
  });

  it("an income without a name (or a blank one) gets the default later; its interval must be a code", () => {
    expect(parseInput(createIncomeRules, { name: "  ", gross: 1 })).toEqual({ name: null, gross: 1 });
    expect(refusal(() => parseInput(createIncomeRules, { gross: 1, interval: 9 })).message).toBe(
      "Income must have a valid interval.",
    );
  });

  it.each([299, 851, 700.5, null])("credit score %p is refused with the range message", (value) => {
    expect(refusal(() => parseInput(createCreditScoreRules, { value })).message).toBe(
      "Please make sure you enter a valid credit score (between 300 and 850).",
    );
  });

  it.each([300, 850])("credit score %p is accepted", (value) => {
    expect(parseInput(createCreditScoreRules, { value })).toEqual({ value });
  });

  it("updates leave out what is absent, clear optional fields given as null and refuse null for required ones", () => {
    expect(parseInput(updateLoanRules, { id: "l1", apr: null })).toEqual({ apr: null });
    expect(refusal(() => parseInput(updateLoanRules, { lender: null })).message).toBe("Loan must have a lender.");
    expect(refusal(() => parseInput(updateAssetRules, { value: null })).message).toBe(
      "Asset must have a positive value.",
    );
    expect(parseInput(updateIncomeRules, { gross: 1000 })).toEqual({ gross: 1000 });
  });
});
