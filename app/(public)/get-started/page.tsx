import type { Metadata } from "next";
import { DemoRequestForm } from "@/components/public/demo/demo-request-form";
import { CheckIcon } from "@/components/public/icons";
import { PageHero } from "@/components/public/page-hero";
import { ContactCard } from "@/components/public/pricing/contact-card";
import { getStartedPage } from "@/lib/content/get-started";
import { getEnv } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata("/get-started");

/** An https booking page to embed (read at build time); anything else means the built-in form. */
function schedulerUrl(): string | null {
  const configured = getEnv().NEXT_PUBLIC_DEMO_SCHEDULER_URL;
  if (!configured) return null;
  try {
    return new URL(configured).protocol === "https:" ? configured : null;
  } catch {
    return null;
  }
}

/**
 * /get-started (spec 002 §2): Request a Demo. The spec embeds a third-party scheduler; when one is configured it is
 * embedded here, otherwise our own form stores the request and tells the sales team.
 */
export default function GetStartedPage() {
  const scheduler = schedulerUrl();
  return (
    <>
      <PageHero eyebrow={getStartedPage.eyebrow} title={getStartedPage.title} intro={getStartedPage.intro} />
      <section aria-labelledby="expect-heading" className="bg-surface pb-20">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.1fr]">
          <div>
            <h2 id="expect-heading" className="text-2xl font-semibold text-ink">
              {getStartedPage.expectHeading}
            </h2>
            <ul className="mt-6 space-y-4">
              {getStartedPage.expectations.map((item) => (
                <li key={item} className="flex gap-3 text-base leading-7 text-ink">
                  <CheckIcon className="mt-1 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
            <div className="mt-10">
              <ContactCard
                heading="Prefer to talk now?"
                body="Call or write to us and we will set up a time, or answer your questions right away."
              />
            </div>
          </div>
          <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
            {scheduler ? (
              <iframe
                src={scheduler}
                title={getStartedPage.schedulerTitle}
                loading="lazy"
                className="h-[44rem] w-full rounded-lg border-0"
              />
            ) : (
              <DemoRequestForm />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
