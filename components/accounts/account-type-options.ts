import type { AccountKind } from "./account-operations";

// The add-account modal's choices (001 §2): the account types, grouped, each naming the form it opens and the type
// the server receives (accountType for assets, kind for loans).

export type AccountTypeOption = {
  /** What the member sees and, for assets and loans, the type sent to the server (001 §3 mapping). */
  label: string;
  kind: AccountKind;
  /** accountType (asset) or kind (loan); absent for the other kinds. */
  type?: string;
  /** The name field's starting value. */
  defaultName: string;
};

export type AccountTypeGroup = { heading: string; options: AccountTypeOption[] };

const asset = (label: string, type: string): AccountTypeOption => ({ label, kind: "asset", type, defaultName: "" });
const loan = (label: string, type: string): AccountTypeOption => ({ label, kind: "loan", type, defaultName: "" });

export const ACCOUNT_TYPE_GROUPS: AccountTypeGroup[] = [
  { heading: "Cash", options: [asset("Checking", "checking"), asset("Savings", "savings"), asset("Money Market", "money market")] },
  {
    heading: "Investments and property",
    options: [
      asset("IRA", "ira"),
      asset("401k", "401k"),
      asset("403b", "403b"),
      asset("529 ESA", "529 esa"),
      asset("Brokerage", "brokerage"),
      asset("Home", "home"),
      asset("Vehicle", "vehicle"),
    ],
  },
  {
    heading: "Debts",
    options: [
      { label: "Credit Card", kind: "creditCard", defaultName: "" },
      loan("Student Loan", "student"),
      loan("Car Loan", "car"),
      loan("Mortgage", "mortgage"),
      loan("Personal Loan", "personal loan"),
    ],
  },
  {
    heading: "Other",
    options: [
      { label: "Credit Score", kind: "creditScore", defaultName: "Credit Score" },
      { label: "Income", kind: "income", defaultName: "Salary" },
    ],
  },
];

