// The individual onboarding's operations as the screens send them (spec 000 §7).
import { graphql, type ResultOf } from "@/lib/graphql/client/graphql";

/** The member's profile as the onboarding forms read it (also what the page loads on the server). */
export const ONBOARDING_CUSTOMER_FIELDS = graphql(`fragment OnboardingCustomerFields on Customer {
  id birthday gender race postalCode maritalStatus kids
  user { firstName lastName recoveryEmail }
  familyMembers { id relationship firstName birthday email }
}`);

export const UPDATE_USER_ONBOARDING_STEP = graphql(`mutation UpdateUserOnboardingStep($onboardingStep: Int, $isSkipOnboarding: Boolean) {
  updateUserOnboardingStep(onboardingStep: $onboardingStep, isSkipOnboarding: $isSkipOnboarding) { error }
}`);

export const UPDATE_RECOVERY_EMAIL = graphql(`mutation OnboardingRecoveryEmail($recoveryEmail: String) {
  updateAccountSettings(recoveryEmail: $recoveryEmail) { didUpdate error errorField }
}`);

export const UPDATE_CUSTOMER_PERSONAL_INFO = graphql(
  `mutation UpdateCustomerPersonalInfo(
  $firstName: String, $lastName: String, $birthday: String, $gender: String, $race: String, $zipCode: String,
  $maritalStatus: String, $children: Int, $spouseData: SpouseDataInput, $childrenData: [ChildDataInput!]
) {
  updateCustomerPersonalInfo(
    firstName: $firstName, lastName: $lastName, birthday: $birthday, gender: $gender, race: $race, zipCode: $zipCode,
    maritalStatus: $maritalStatus, children: $children, spouseData: $spouseData, childrenData: $childrenData
  ) { error errorField customer { ...OnboardingCustomerFields } }
}`,
  [ONBOARDING_CUSTOMER_FIELDS],
);

export const PRIORITY_TEMPLATES = graphql(`query OnboardingPriorityTemplates {
  priorityTemplates { id name slug imageUrl sortOrder }
  priorities { id slug }
}`);

export const BULK_CREATE_OR_UPDATE_PRIORITIES = graphql(`mutation BulkCreateOrUpdatePriorities($prioritiesData: [PriorityInput!]) {
  bulkCreateOrUpdatePriorities(prioritiesData: $prioritiesData) { error priorities { id slug } }
}`);

export const UPDATE_FINANCIAL_INFO = graphql(`mutation UpdateFinancialInfo($creditScoreData: CreditScoreInput, $incomesData: [IncomeInput!], $expenseData: ExpenseInput) {
  updateFinancialInfo(creditScoreData: $creditScoreData, incomesData: $incomesData, expenseData: $expenseData) {
    error errorField creditScore { id value } incomes { id gross } expense { id value }
  }
}`);

export const CREATE_BUDGET = graphql(`mutation CreateBudget($budgetData: BudgetInput!) {
  createBudget(budgetData: $budgetData) { error budget { id target } }
}`);

export const FINANCIAL_ACCOUNTS = graphql(`query OnboardingFinancialAccounts {
  financialAccounts {
    assets { id name nickname value subtype }
    creditCards { id name nickname value }
    loans { id name nickname value kind }
    expenses { id name value }
    incomes { id name gross }
    creditScores { id name value }
  }
}`);

export const RECALCULATE_USER_ATTRIBUTES = graphql(`mutation RecalculateUserAttributes {
  recalculateUserAttributes { error hfhs }
}`);

export type CustomerData = ResultOf<typeof ONBOARDING_CUSTOMER_FIELDS>;
export type PriorityTemplateData = ResultOf<typeof PRIORITY_TEMPLATES>["priorityTemplates"][number];

/** The message every failed save shows (spec 000 §8). */
export const SAVE_ERROR_MESSAGE = "There was an error updating your information.";
