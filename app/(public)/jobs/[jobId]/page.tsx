import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JobPosting } from "@/components/public/careers/job-posting";
import { JsonLd } from "@/components/seo/json-ld";
import { findJob, jobIds } from "@/lib/content/jobs";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { jobPostingData } from "@/lib/seo/structured-data";

type Props = { params: Promise<{ jobId: string }> };

// Only the prerendered pages exist: proxy.ts sends other spellings to the lower-case one first, and any other
// value is a 404 without rendering anything on demand (nothing for a crawler to fill a cache with).
export const dynamicParams = false;

export function generateStaticParams() {
  return jobIds.map((jobId) => ({ jobId }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = findJob((await params).jobId);
  if (!job) notFound();
  return pageMetadata(`/jobs/${job.id}`);
}

/** /jobs/{jobId}: one open role with its JobPosting data; unknown ids are a 404. */
export default async function JobPage({ params }: Props) {
  const job = findJob((await params).jobId);
  if (!job) notFound();
  return (
    <>
      <JobPosting job={job} />
      <JsonLd data={jobPostingData(job)} />
    </>
  );
}
