import type { Metadata } from "next";
import { getPageAuthenticationInfo } from "@/lib/users/get-page-authentication-info";

export const metadata: Metadata = { title: "Overview" };

/** The signed-in home. The financial health score, overview figures and history charts arrive with issue 5. */
export default async function HealthPage() {
  const info = await getPageAuthenticationInfo();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">
        {info?.firstName ? `Welcome back, ${info.firstName}` : "Welcome back"}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        Your financial overview lives here: your health score, net worth and how they change over time.
      </p>
    </div>
  );
}
