"use client";

import { useState } from "react";
import { Provider } from "urql";
import { createGraphQLClient } from "@/lib/graphql/client/create-graphql-client";
import { sessionExpiryExchange } from "./session-expiry-exchange";
import { useSessionExpiredHandler } from "./session-expiry-provider";

/**
 * The urql client for client components. Inside a SessionExpiryProvider (the signed-in area) every operation that
 * answers 'Please sign in and try again.' opens the Session Expired modal; elsewhere (log-in, sign-up) that answer
 * is left to the screen.
 */
export function GraphQLProvider({ children }: { children: React.ReactNode }) {
  // Stable for the provider's lifetime (SessionExpiryProvider memoises it), so the client is created once.
  const onSessionExpired = useSessionExpiredHandler();
  const [client] = useState(() =>
    createGraphQLClient({ observers: onSessionExpired ? [sessionExpiryExchange(onSessionExpired)] : [] }),
  );
  return <Provider value={client}>{children}</Provider>;
}
