// The create and send operations the reliability run drives, each with how to count its effect in the database: a
// marker (unique per call) goes into what the operation stores, and the count of rows carrying it is the number of
// times it took effect. Operation texts as a client written from the spec sends them.
export const OPERATIONS = {
  createAsset: {
    query: "mutation CreateAsset($assetData: AssetInput!) { createAsset(assetData: $assetData) { error asset { id } } }",
    variables: (marker) => ({ assetData: { name: marker, accountType: "savings", value: 1250.5 } }),
    effects: { sql: `SELECT count(*)::int AS n FROM "Asset" WHERE name = $1`, params: (marker) => [marker] },
  },
  createFinancialGoal: {
    query: "mutation CreateGoal($input: FinancialGoalInput!) { createFinancialGoal(input: $input) { error } }",
    variables: (marker) => ({ input: { category: "SAVE_FOR", name: marker, endValue: 5000, targetDate: "2028-06-30" } }),
    effects: { sql: `SELECT count(*)::int AS n FROM "FinancialGoal" WHERE name = $1`, params: (marker) => [marker] },
  },
  createManualTransaction: {
    query:
      "mutation CreateTransaction($input: ManualTransactionInput!) { createManualTransaction(input: $input) { error transaction { id } } }",
    variables: (marker, person) => ({ input: { accountId: person.accountId, name: marker, amount: 42.1, date: "2026-11-20" } }),
    effects: { sql: `SELECT count(*)::int AS n FROM "Transaction" WHERE name = $1`, params: (marker) => [marker] },
  },
  createCustomerFeedback: {
    query:
      "mutation Feedback($customerFeedback: CustomerFeedbackInput!) { createCustomerFeedback(customerFeedback: $customerFeedback) { error } }",
    variables: (marker) => ({ customerFeedback: { netPromoterScore: 9, feedback: marker } }),
    effects: { sql: `SELECT count(*)::int AS n FROM "CustomerFeedback" WHERE feedback = $1`, params: (marker) => [marker] },
  },
  reportBug: {
    query: "mutation ReportBug($bugReport: BugReportInput!) { reportBug(bugReport: $bugReport) { error } }",
    variables: (marker) => ({ bugReport: { description: marker, pagePath: "/health", userAgent: "reliability" } }),
    effects: { sql: `SELECT count(*)::int AS n FROM "BugReport" WHERE description = $1`, params: (marker) => [marker] },
  },
  // Sends: the effect is the email delivered (the local outbox keeps one row per delivery).
  sendResetPasswordEmail: {
    query: "mutation Reset($email: String!) { sendResetPasswordEmail(email: $email) { didSend error } }",
    variables: (_marker, user) => ({ email: user.email }),
    effects: {
      sql: `SELECT count(*)::int AS n FROM "OutgoingMessage" WHERE "to" = $1 AND subject ILIKE '%password%'`,
      params: (_marker, user) => [user.email],
    },
    delivered: {
      sql: `SELECT count(*)::int AS n FROM "OutboxMessage" WHERE "to" = $1 AND subject ILIKE '%password%'`,
      params: (_marker, user) => [user.email],
    },
  },
  requestDemo: {
    query: "mutation RequestDemo($input: RequestDemoInput!) { requestDemo(input: $input) { didRequest error } }",
    variables: (marker) => ({
      input: { name: "Reliability Run", company: marker, workEmail: `${marker}@employer.example.com`, preferredTime: "Any time", employeeCount: 250 },
    }),
    effects: { sql: `SELECT count(*)::int AS n FROM "DemoRequest" WHERE company = $1`, params: (marker) => [marker] },
    // The notification to the sales inbox names the company.
    delivered: {
      sql: `SELECT count(*)::int AS n FROM "OutboxMessage" WHERE text LIKE '%' || $1 || '%'`,
      params: (marker) => [marker],
    },
  },
};

/** Whether an answer says the operation was done (now, or by the attempt that died: ALREADY_COMPLETED). */
export function succeeded(name, result) {
  if (result.status === 409 && result.json?.errors?.[0]?.extensions?.code === "ALREADY_COMPLETED") return true;
  const payload = result.json?.data?.[name];
  return result.status === 200 && !result.json?.errors && payload !== undefined && payload !== null && !payload.error;
}
