import { graphql, type ResultOf } from "@/lib/graphql/client/graphql";

export const PAYOFF_SCHEDULE_FIELDS = graphql(`
  fragment PayoffScheduleFields on PayoffSchedule {
    paidOff
    months
    debtFreeDate
    totalInterest
    totalPaid
    monthlyPayment
    interestSaved
    balances
    debts {
      id
      name
      order
      payoffDate
      interest
    }
  }
`);

export const DEBT_PAYOFF_PLAN = graphql(
  `
    query DebtPayoffPlan($extraPayment: Decimal) {
      debtPayoffPlan(extraPayment: $extraPayment) {
        extraPayment
        startDate
        debts {
          id
          kind
          name
          balance
          apr
          minimumPayment
          minimumEstimated
        }
        avalanche {
          ...PayoffScheduleFields
        }
        snowball {
          ...PayoffScheduleFields
        }
        minimums {
          ...PayoffScheduleFields
        }
      }
    }
  `,
  [PAYOFF_SCHEDULE_FIELDS],
);

export type DebtPayoffPlanData = ResultOf<typeof DEBT_PAYOFF_PLAN>["debtPayoffPlan"];
