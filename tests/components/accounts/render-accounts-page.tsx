import { render } from "@testing-library/react";
import { AccountsPage } from "@/components/accounts/accounts-page";
import { ToastProvider } from "@/components/ui/toast";
import { mockGraphQLClient } from "../health/mock-graphql-client";

/** /accounts with toasts, its GraphQL answered by operation name; returns the client's record of calls. */
export function renderAccountsPage(responders: Parameters<typeof mockGraphQLClient>[0]) {
  const graphql = mockGraphQLClient(responders);
  render(
    <ToastProvider>
      <AccountsPage />
    </ToastProvider>,
    { wrapper: graphql.wrapper },
  );
  return graphql;
}
