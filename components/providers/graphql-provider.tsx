"use client";

import { useState } from "react";
import { Provider } from "urql";
import { createGraphQLClient } from "@/lib/graphql/client/create-graphql-client";

export function GraphQLProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => createGraphQLClient());
  return <Provider value={client}>{children}</Provider>;
}
