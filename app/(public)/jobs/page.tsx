import type { Metadata } from "next";
import { EqualOpportunity } from "@/components/public/careers/equal-opportunity";
import { HowToApply } from "@/components/public/careers/how-to-apply";
import { JobList } from "@/components/public/careers/job-list";
import { Section } from "@/components/public/landing/section";
import { PageHero } from "@/components/public/page-hero";
import { careersPage, jobs } from "@/lib/content/jobs";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata("/jobs");

/** Careers (spec 002 §2): working here, the open roles, how to apply and the equal opportunity statement. */
export default function JobsPage() {
  return (
    <>
      <PageHero eyebrow={careersPage.eyebrow} title={careersPage.title} intro={careersPage.intro} />

      <Section id="how-we-work" heading={careersPage.howWeWork.heading}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {careersPage.howWeWork.points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-border p-6">
              <h3 className="text-lg font-semibold text-ink">{point.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{point.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="open-roles" heading={careersPage.openRolesHeading} tone="canvas">
        <JobList jobs={jobs} />
      </Section>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2">
        <HowToApply />
        <EqualOpportunity />
      </div>
    </>
  );
}
