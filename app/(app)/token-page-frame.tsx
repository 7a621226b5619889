import { Logo } from "@/components/public/logo";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { ToastProvider } from "@/components/ui/toast";

/** Paths of the signed-in area that an email's unsubscribe token opens without signing in (001 §1 /notifications). */
export function isTokenPagePath(pathWithQuery: string): boolean {
  const url = new URL(pathWithQuery, "http://local");
  return url.pathname === "/notifications" && !!url.searchParams.get("token")?.trim();
}

/** The frame of such a page for a signed-out visitor: no shell, no session; the page acts only through the token. */
export function TokenPageFrame({ children }: { children: React.ReactNode }) {
  return (
    <ToastProvider>
      <GraphQLProvider>
        <header className="border-b border-border bg-surface px-4 py-3 sm:px-6">
          <Logo />
        </header>
        <main id="main" className="min-h-screen bg-canvas">
          {children}
        </main>
      </GraphQLProvider>
    </ToastProvider>
  );
}
