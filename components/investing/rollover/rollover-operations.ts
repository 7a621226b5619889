import { graphql } from "@/lib/graphql/client/graphql";

// /investing/rollover and /investing/rollover/{id} (issue 16 item 6).

/** 001 §7: the member's linked retirement accounts (not liquid, type 2 = OTHER, Plaid-linked) to fill the form from. */
export const LINKED_RETIREMENT_ACCOUNTS = graphql(`query LinkedRetirementAccounts {
  assetWithHistories(liquid: false, type: 2, plaidAccounts: true) {
    id name nickname value createdAt mask plaidAccountId subtype institutionName
    histories { id date value }
  }
}`);

export const START_ROLLOVER = graphql(`mutation StartRollover($input: StartRolloverInput!) {
  startRollover(input: $input) { error errorField rollovers { id moneyKind } }
}`);

export const UPDATE_ROLLOVER_PROGRESS = graphql(`mutation UpdateRolloverProgress($rolloverId: ID!, $step: RolloverStep!, $checkMailedOn: String) {
  updateRolloverProgress(rolloverId: $rolloverId, step: $step, checkMailedOn: $checkMailedOn) { error rollover { id step } }
}`);
