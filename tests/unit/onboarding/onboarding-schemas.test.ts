import { accountSettingsFormSchema, recoveryEmailFormSchema } from "@/lib/account-settings/account-settings-schema";
import { createBudgetSchema, parseMonthYear } from "@/lib/budgets/budget-schema";
import {
  birthdayFromYear,
  isValidChildBirthYear,
  isValidSpouseBirthYear,
  MAX_AGE_YEARS,
} from "@/lib/onboarding/birth-year-rules";
import { financialInfoSchema, HOUSING_EXPENSE } from "@/lib/onboarding/schemas/financial-info-schema";
import { parseBirthday, personalInfoSchema } from "@/lib/onboarding/schemas/personal-info-schema";

const today = new Date(Date.UTC(2026, 5, 15));
const year = today.getUTCFullYear();

describe("birth years (spec 000 §5 step 4)", () => {
  test.each([
    [year - 19, true],
    [year - 18, false], // "below current year minus 18"
    [year - MAX_AGE_YEARS + 1, true],
    [year - MAX_AGE_YEARS, false], // "above current year minus the maximum age"
    [year - 30.5, false],
  ])("spouse born %p is valid: %p", (birthYear, valid) => {
    expect(isValidSpouseBirthYear(birthYear, today)).toBe(valid);
  });

  test.each([
    [year, true],
    [year + 1, false],
    [year - MAX_AGE_YEARS + 1, true],
    [year - MAX_AGE_YEARS, false],
  ])("child born %p is valid: %p", (birthYear, valid) => {
    expect(isValidChildBirthYear(birthYear, today)).toBe(valid);
  });

  test("a birth year becomes January 1st of that year, keeping a stored birthday already in that year", () => {
    expect(birthdayFromYear(1990)).toEqual(new Date(Date.UTC(1990, 0, 1)));
    const stored = new Date(Date.UTC(1990, 6, 4));
    expect(birthdayFromYear(1990, stored)).toBe(stored);
    expect(birthdayFromYear(1991, stored)).toEqual(new Date(Date.UTC(1991, 0, 1)));
  });
});

describe("personalInfoSchema", () => {
  test("birthdays are read as YYYY-MM-DD or MM/DD/YYYY and must be real past days", () => {
    expect(parseBirthday("1988-02-29", today)).toEqual(new Date(Date.UTC(1988, 1, 29)));
    expect(parseBirthday("02/29/1988", today)).toEqual(new Date(Date.UTC(1988, 1, 29)));
    expect(parseBirthday("1987-02-29", today)).toBeNull();
    expect(parseBirthday("2027-01-01", today)).toBeNull();
    expect(parseBirthday("yesterday", today)).toBeNull();
  });

  test("omitted fields stay undefined, blank optional ones become null, zero children is valid", () => {
    expect(personalInfoSchema.parse({})).toEqual({});
    const parsed = personalInfoSchema.parse({ gender: " ", zipCode: "", children: 0 });
    expect(parsed).toEqual({ gender: null, zipCode: null, children: 0 });
  });

  test.each([
    [{ firstName: "  " }, ["firstName"], "Missing first name"],
    [{ zipCode: "1234" }, ["zipCode"], "Please enter a valid ZIP code."],
    [{ children: -1 }, ["children"], "Please enter a number of children between 0 and 20."],
    [{ maritalStatus: "ENGAGED" }, ["maritalStatus"], "Please choose a marital status."],
    [{ spouseData: { email: "nope" } }, ["spouseData", "email"], "Please enter a valid email"],
    [{ childrenData: [{}, { birthYear: 3000 }] }, ["childrenData", 1, "birthYear"], "Please enter a valid birth year for your child."],
  ])("refuses %p", (input, path, message) => {
    const result = personalInfoSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path, message });
  });
});

describe("financialInfoSchema", () => {
  test("the housing expense defaults to 'Housing', monthly, HOME, FIXED (spec 000 §9)", () => {
    expect(financialInfoSchema.parse({ expenseData: { value: 1200 } }).expenseData).toEqual({ ...HOUSING_EXPENSE, value: 1200 });
  });

  test.each([
    [{ creditScoreData: { value: 299 } }, "Please make sure you enter a valid credit score (between 300 and 850)."],
    [{ creditScoreData: { value: 851 } }, "Please make sure you enter a valid credit score (between 300 and 850)."],
    [{ incomesData: [{ gross: -5 }] }, "Please enter a valid positive whole number for income."],
    [{ incomesData: [{ gross: 1 }, { gross: 2, name: "salary" }] }, "An income with this name already exists. Please enter a different name."],
    [{ expenseData: { value: -1 } }, "Please enter a valid amount for your housing expense."],
  ])("refuses %p", (input, message) => {
    expect(financialInfoSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe("budget months", () => {
  test("a month is normalised to its first day; absent means the member's current period (chosen by createBudget)", () => {
    expect(parseMonthYear("2026-03")).toEqual(new Date(Date.UTC(2026, 2, 1)));
    expect(parseMonthYear("2026-03-17")).toEqual(new Date(Date.UTC(2026, 2, 1)));
    expect(parseMonthYear("2026-13")).toBeNull();
    expect(parseMonthYear("2026-02-30")).toBeNull();
    expect(createBudgetSchema.parse({ target: 0, budgetCategoryName: "Rent/Mortgage" }).monthYear).toBeNull();
    expect(createBudgetSchema.parse({ target: 0, budgetCategoryName: "Rent/Mortgage", monthYear: "2026-03" }).monthYear).toEqual(
      new Date(Date.UTC(2026, 2, 1)),
    );
  });
});

describe("account settings forms (spec 000 §5, 001 §5)", () => {
  test("the onboarding recovery email is required, valid and not the primary", () => {
    const schema = recoveryEmailFormSchema("me@example.com");
    expect(schema.safeParse({ recoveryEmail: "" }).error?.issues[0]?.message).toBe("Email is required");
    expect(schema.safeParse({ recoveryEmail: "me@" }).error?.issues[0]?.message).toBe("Please enter a valid email");
    expect(schema.safeParse({ recoveryEmail: "ME@example.com" }).error?.issues[0]?.message).toBe(
      "This email is already your primary email",
    );
    expect(schema.parse({ recoveryEmail: " Other@Example.com " })).toEqual({ recoveryEmail: "other@example.com" });
  });

  test("a typed current password asks for a strong, confirmed new password", () => {
    const base = { recoveryEmail: "backup@example.com", currentPassword: "", newPassword: "", confirmPassword: "" };
    const schema = accountSettingsFormSchema("sam.okafor@example.com");
    expect(schema.safeParse(base).success).toBe(true);
    const messages = (input: object) =>
      schema.safeParse({ ...base, ...input }).error?.issues.map((issue) => issue.message);
    expect(messages({ currentPassword: "old" })).toEqual(["Please enter a new password."]);
    expect(messages({ currentPassword: "old", newPassword: "weak", confirmPassword: "weak" })).toEqual([
      "Password not strong enough",
    ]);
    expect(messages({ currentPassword: "old", newPassword: "Str0ng!Harbor", confirmPassword: "other" })).toEqual([
      "Passwords do not match",
    ]);
    // What the server would refuse for this member's email is refused here, with the reason.
    expect(messages({ currentPassword: "old", newPassword: "Okafor-2026!", confirmPassword: "Okafor-2026!" })).toEqual([
      "Choose a password that does not resemble your email.",
    ]);
  });
});
