// The server's messages for manual accounts (001 §8). The spec quotes the loan set and a few of the others; the rest
// follow the same pattern. Plain literals: the forms import these too.

export const LOAN_MESSAGES = {
  name: "Loan must have a name.",
  lender: "Loan must have a lender.",
  value: "Loan must have a positive balance.",
  apr: "Loan must have a positive interest rate.",
  loanAmount: "Loan must have a positive original balance.",
  kind: "Loan must have a valid kind.",
  paymentInterval: "Loan must have a valid interval.",
  notFound: "Loan not found.",
  deleted: "This loan has been deleted.",
} as const;

export const CREDIT_CARD_MESSAGES = {
  name: "Credit card must have a name.",
  value: "Credit card must have a positive balance.",
  apr: "Credit card must have a positive interest rate.",
  cardLimit: "Credit card must have a positive card limit.",
  notFound: "Credit card not found.",
  deleted: "This credit card has been deleted.",
} as const;

export const ASSET_MESSAGES = {
  name: "Asset must have a name.",
  value: "Asset must have a positive value.",
  type: "Asset must have a type.",
  invalidType: "Asset must have a valid type.",
  notFound: "Asset not found.",
  deleted: "This asset has been deleted.",
  /** An investing account's mirror: its value comes from the clearing firm. */
  managedByInvesting: "This account is your investing account: its value updates by itself, and it closes from Invest.",
} as const;

export const INCOME_MESSAGES = {
  amount: "Please enter a valid positive whole number for income.",
  interval: "Income must have a valid interval.",
  duplicateName: "An income with this name already exists. Please enter a different name.",
  notFound: "Income not found.",
} as const;

export const CREDIT_SCORE_MESSAGES = {
  value: "Please make sure you enter a valid credit score (between 300 and 850).",
  notFound: "Credit score not found.",
} as const;

/** Texts longer than this are refused (names, lenders). */
export const MAX_TEXT_LENGTH = 100;
export const tooLongMessage = (what: string) => `${what} must be ${MAX_TEXT_LENGTH} characters or fewer.`;
/** Amounts must fit the database's Decimal(14, 2); rates its Decimal(7, 4). */
export const MAX_AMOUNT = 999_999_999_999.99;
export const MAX_RATE = 999.9999;
export const tooLargeMessage = (what: string) => `${what} is too large.`;

/** What the forms show when a save fails without a message from the server (001 §8). */
export const UNKNOWN_ERROR_MESSAGE = "An unknown error occured.";

/** The toast after a removal (ours: the spec names no removal). */
export const removedToastText = (name: string) => `${name} removed`;

/** The toast after a save (001 §8). */
export const savedToastText = (name: string, created: boolean) =>
  created ? `${name} successfully added` : `${name} successfully saved`;
