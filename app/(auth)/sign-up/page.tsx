import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { SignUpScreen } from "./sign-up-screen";

export const metadata: Metadata = { title: "Sign up", robots: { index: false } };

/** Sign-up (spec 000 §2.4). A signed-in visitor is sent to /. */
export default async function SignUpPage() {
  if (await getPageViewer()) redirect("/");
  return <SignUpScreen afterSignUpPath="/onboarding" />;
}
