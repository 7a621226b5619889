import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { oktaFlowCookieName, openOktaFlow } from "@/lib/auth/okta/okta-flow-cookie";
import { OktaCallback } from "./okta-callback";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Signing in", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /okta/callback (spec 000 §2.8, §4.3): where the staff identity provider sends the browser back. The provider
 * returns to the one registered redirect URI, so a sign-up's `signup=true` is restored here from the flow cookie.
 */
export default async function OktaCallbackPage({ searchParams }: Props) {
  const raw = await searchParams;
  const param = (name: string) => (typeof raw[name] === "string" ? (raw[name] as string) : null);
  if (await getPageViewer()) redirect("/health");

  const flow = await openOktaFlow((await cookies()).get(oktaFlowCookieName())?.value);
  if (flow?.signup && param("signup") !== "true") {
    const query = new URLSearchParams();
    for (const name of ["code", "state", "iss", "error"]) {
      const value = param(name);
      if (value !== null) query.set(name, value);
    }
    query.set("signup", "true");
    redirect(`/okta/callback?${query.toString()}`);
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 shadow-sm">
        <OktaCallback
          code={param("error") ? null : param("code")}
          state={param("state")}
          iss={param("iss")}
          signup={param("signup") === "true"}
        />
      </div>
    </main>
  );
}
