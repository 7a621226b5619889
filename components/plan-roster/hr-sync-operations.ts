import { graphql } from "@/lib/graphql/client/graphql";

export const REFRESH_PLAN_HR_SYNC = graphql(`mutation RefreshPlanHrSync($planId: ID!) {
  refreshPlanHrSync(planId: $planId) { nextRefreshAt error retryAfterSeconds }
}`);

export const DISCONNECT_PLAN_HR_SYSTEM = graphql(`mutation DisconnectPlanHrSystem($planId: ID!) {
  disconnectPlanHrSystem(planId: $planId) { disconnected error }
}`);
