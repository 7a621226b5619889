import { forgetPendingLink } from "@/components/bank-linking/pending-link";
import { graphqlString } from "@/lib/graphql/client/graphql-string";
import { clearActiveAdminPlan } from "./use-admin-mode";

const LOG_OUT = graphqlString(`mutation { logOut(logOut: true) { loggedOut } }`);

type SignOutOptions = {
  /** Replaced in tests; a full page load also drops every client cache (spec 001 §4 "Sign-out"). */
  navigate?: (url: string) => void;
};

/**
 * Default sign-out: the server clears the session cookie, then the admin view is forgotten and the browser goes to
 * /log-in. Throws when the server could not be reached, so the caller can say so instead of pretending.
 */
export async function signOut({ navigate = (url) => window.location.assign(url) }: SignOutOptions = {}): Promise<void> {
  const response = await fetch("/api/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
    body: JSON.stringify({ query: LOG_OUT }),
  });
  // A GraphQL error (say, the session had already expired) still ends signed out, so only HTTP failures stop here.
  if (!response.ok) throw new Error(`Sign-out failed with HTTP ${response.status}`);
  clearActiveAdminPlan();
  // A bank link begun by this viewer must not be resumed by the next one on this browser.
  forgetPendingLink();
  navigate("/log-in");
}
