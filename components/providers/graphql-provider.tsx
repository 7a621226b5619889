"use client";

import { useEffect, useState } from "react";
import { Provider } from "urql";
import { subscribeToAdminView } from "@/components/shell/use-admin-mode";
import { createGraphQLClient } from "@/lib/graphql/client/create-graphql-client";
import { sessionExpiryExchange } from "./session-expiry-exchange";
import { useSessionExpiredHandler } from "./session-expiry-provider";

/**
 * The urql client for client components. Inside a SessionExpiryProvider (the signed-in area) every operation that
 * answers 'Please sign in and try again.' opens the Session Expired modal; elsewhere (log-in, sign-up) that answer
 * is left to the screen. Switching between the admin and the employee view starts a new client, so no cached result
 * crosses from one view to the other (a change of user remounts the whole tree: ViewerScope).
 */
export function GraphQLProvider({ children }: { children: React.ReactNode }) {
  // Stable for the provider's lifetime (SessionExpiryProvider memoises it), so the client is created once.
  const onSessionExpired = useSessionExpiredHandler();
  const [client, setClient] = useState(() => newClient(onSessionExpired));
  useEffect(() => subscribeToAdminView(() => setClient(newClient(onSessionExpired))), [onSessionExpired]);
  return <Provider value={client}>{children}</Provider>;
}

function newClient(onSessionExpired: (() => void) | null) {
  return createGraphQLClient({ observers: onSessionExpired ? [sessionExpiryExchange(onSessionExpired)] : [] });
}
