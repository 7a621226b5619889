import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { findSignUpPartner } from "@/lib/auth/sign-up/sign-up-partners";
import { SignUpScreen } from "../sign-up-screen";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const partner = findSignUpPartner((await params).partner);
  return { title: partner ? `Sign up - ${partner.name}` : "Sign up", robots: { index: false } };
}

/** /sign-up/{partner}: sign-up for a partner's members (slugs case-insensitive; unknown partners are a 404). */
export default async function PartnerSignUpPage({ params }: Props) {
  const partner = findSignUpPartner((await params).partner);
  if (!partner) notFound();
  if (await getPageViewer()) redirect("/");
  return (
    <SignUpScreen
      intro={
        <>
          Welcome, <strong>{partner.name}</strong> members! Your financial wellness benefit starts here.
        </>
      }
      afterSignUpPath="/onboarding"
      partnerSlug={partner.slug}
    />
  );
}
