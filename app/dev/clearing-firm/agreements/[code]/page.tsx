import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findSandboxAgreement } from "@/lib/integrations/clearing-firm/sandbox-agreements";
import { isSandboxDevToolsEnabled } from "@/lib/integrations/clearing-firm/sandbox-control";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Agreement (clearing-firm sandbox)", robots: { index: false, follow: false } };

type Props = { params: Promise<{ code: string }> };

/**
 * An agreement's text as the built-in clearing-firm sandbox links it (agreementUri), so the wizard's links open on a
 * laptop install. Local and test installs only; with Apex the links are Apex's own.
 */
export default async function SandboxAgreementPage({ params }: Props) {
  if (!isSandboxDevToolsEnabled()) notFound();
  const agreement = findSandboxAgreement((await params).code);
  if (!agreement) notFound();
  return (
    <main id="main" className="min-h-screen bg-canvas px-4 py-12">
      <article className="mx-auto max-w-2xl rounded-2xl border border-border bg-surface p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">Clearing-firm sandbox</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-ink">{agreement.name}</h1>
        {agreement.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-ink">
            {paragraph}
          </p>
        ))}
      </article>
    </main>
  );
}
