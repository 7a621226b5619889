import { builder } from "@/lib/graphql/builder";
// Each module registers its types and operations on the builder.
import "@/lib/graphql/operations/authentication-info";
import "@/lib/graphql/operations/coach-mode";
import "@/lib/graphql/operations/log-out";
import "@/lib/graphql/operations/search-employer-plans";

export const schema = builder.toSchema({ sortSchema: true });

/** Operations a signed-out caller may use; every other operation answers 'Please sign in and try again.' */
export const PUBLIC_OPERATIONS = new Set<string>(["logOut"]);
