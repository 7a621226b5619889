// The individual onboarding's operations as the screens send them (spec 000 §7).

const CUSTOMER_FIELDS = `id birthday gender race postalCode maritalStatus kids
  user { firstName lastName recoveryEmail }
  familyMembers { id relationship firstName birthday email }`;

export const UPDATE_USER_ONBOARDING_STEP = `mutation UpdateUserOnboardingStep($onboardingStep: Int, $isSkipOnboarding: Boolean) {
  updateUserOnboardingStep(onboardingStep: $onboardingStep, isSkipOnboarding: $isSkipOnboarding) { error }
}`;

export const UPDATE_RECOVERY_EMAIL = `mutation OnboardingRecoveryEmail($recoveryEmail: String) {
  updateAccountSettings(recoveryEmail: $recoveryEmail) { didUpdate error errorField }
}`;

export const UPDATE_CUSTOMER_PERSONAL_INFO = `mutation UpdateCustomerPersonalInfo(
  $firstName: String, $lastName: String, $birthday: String, $gender: String, $race: String, $zipCode: String,
  $maritalStatus: String, $children: Int, $spouseData: SpouseDataInput, $childrenData: [ChildDataInput!]
) {
  updateCustomerPersonalInfo(
    firstName: $firstName, lastName: $lastName, birthday: $birthday, gender: $gender, race: $race, zipCode: $zipCode,
    maritalStatus: $maritalStatus, children: $children, spouseData: $spouseData, childrenData: $childrenData
  ) { error errorField customer { ${CUSTOMER_FIELDS} } }
}`;

export const PRIORITY_TEMPLATES = `query OnboardingPriorityTemplates {
  priorityTemplates { id name slug imageUrl sortOrder }
  priorities { id slug }
}`;

export const BULK_CREATE_OR_UPDATE_PRIORITIES = `mutation BulkCreateOrUpdatePriorities($prioritiesData: [PriorityInput!]) {
  bulkCreateOrUpdatePriorities(prioritiesData: $prioritiesData) { error priorities { id slug } }
}`;

export const UPDATE_FINANCIAL_INFO = `mutation UpdateFinancialInfo($creditScoreData: CreditScoreInput, $incomesData: [IncomeInput!], $expenseData: ExpenseInput) {
  updateFinancialInfo(creditScoreData: $creditScoreData, incomesData: $incomesData, expenseData: $expenseData) {
    error errorField creditScore { id value } incomes { id gross } expense { id value }
  }
}`;

export const CREATE_BUDGET = `mutation CreateBudget($budgetData: BudgetInput!) {
  createBudget(budgetData: $budgetData) { error budget { id target } }
}`;

export const FINANCIAL_ACCOUNTS = `query OnboardingFinancialAccounts {
  financialAccounts {
    assets { id name nickname value subtype }
    creditCards { id name nickname value }
    loans { id name nickname value kind }
    expenses { id name value }
    incomes { id name gross }
    creditScores { id name value }
  }
}`;

export const RECALCULATE_USER_ATTRIBUTES = `mutation RecalculateUserAttributes {
  recalculateUserAttributes { error hfhs }
}`;

export const CREATE_ASSET = `mutation OnboardingCreateAsset($assetData: AssetInput!) {
  createAsset(assetData: $assetData) { error errorField asset { id } }
}`;
export const CREATE_CREDIT_CARD = `mutation OnboardingCreateCreditCard($creditCardData: CreditCardInput!) {
  createCreditCard(creditCardData: $creditCardData) { error errorField creditCard { id } }
}`;
export const CREATE_LOAN = `mutation OnboardingCreateLoan($loanData: LoanInput!) {
  createLoan(loanData: $loanData) { error errorField loan { id } }
}`;

export type Payload = { error: string | null; errorField?: string | null };

export type FamilyMemberData = {
  id: string;
  relationship: "SPOUSE" | "CHILD";
  firstName: string | null;
  birthday: string | null;
  email: string | null;
};

export type CustomerData = {
  id: string;
  birthday: string | null;
  gender: string | null;
  race: string | null;
  postalCode: string | null;
  maritalStatus: string | null;
  kids: number | null;
  user: { firstName: string; lastName: string; recoveryEmail: string | null };
  familyMembers: FamilyMemberData[];
};

export type PriorityTemplateData = { id: string; name: string; slug: string; imageUrl: string; sortOrder: number };

type Named = { id: string; name: string; nickname: string | null; value: number };
export type FinancialAccountsData = {
  financialAccounts: {
    assets: Array<Named & { subtype: string | null }>;
    creditCards: Named[];
    loans: Array<Named & { kind: string }>;
    expenses: Array<{ id: string; name: string; value: number }>;
    incomes: Array<{ id: string; name: string; gross: number }>;
    creditScores: Array<{ id: string; name: string; value: number }>;
  };
};

/** The message every failed save shows (spec 000 §8). */
export const SAVE_ERROR_MESSAGE = "There was an error updating your information.";
