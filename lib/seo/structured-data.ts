import type { Job } from "@/lib/content/jobs";
import type { MarketingPlan } from "@/lib/content/plans";
import { escapeHtml } from "@/lib/format/escape-html";
import { siteConfig } from "@/lib/site-config";

// Schema.org objects for JSON-LD (spec: Organization on every public page, JobPosting on job pages, Product/Offer
// on pricing). Plain data; components/seo/json-ld.tsx writes them into the page.

export type StructuredData = { "@context": "https://schema.org" } & Record<string, unknown>;

const siteUrl = `https://${siteConfig.host}`;
const organizationId = `${siteUrl}/#organization`;

function postalAddress() {
  // "600 Congress Avenue, Suite 1400, Austin, TX 78701"
  const [street, suite, city, regionAndZip] = siteConfig.postalAddress.split(", ");
  const [region, postalCode] = (regionAndZip ?? "").split(" ");
  return {
    "@type": "PostalAddress",
    streetAddress: [street, suite].filter(Boolean).join(", "),
    addressLocality: city,
    addressRegion: region,
    postalCode,
    addressCountry: "US",
  };
}

export function organizationData(): StructuredData {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: siteConfig.productName,
    alternateName: siteConfig.name,
    url: siteUrl,
    logo: `${siteUrl}/icon.svg`,
    foundingDate: String(siteConfig.founded),
    email: siteConfig.infoEmail,
    telephone: `+1-${siteConfig.phone.replace(/\D/g, "").replace(/(\d{3})(\d{3})(\d{4})/, "$1-$2-$3")}`,
    address: postalAddress(),
  };
}

export function jobPostingData(job: Job): StructuredData {
  const description = [
    ...job.jobDescription.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    listSection("Responsibilities", job.responsibilities),
    listSection("Minimum qualifications", job.minimumQualifications),
    listSection("Preferred qualifications", job.preferredQualifications),
    listSection("Benefits", job.benefits),
  ].join("");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description,
    datePosted: job.datePosted,
    employmentType: job.type === "Full-Time" ? "FULL_TIME" : ["PART_TIME", "CONTRACTOR"],
    hiringOrganization: { "@type": "Organization", "@id": organizationId, name: siteConfig.productName, sameAs: siteUrl },
    jobLocation: { "@type": "Place", address: postalAddress() },
    ...(job.remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "USA" } }
      : {}),
    directApply: false,
    url: `${siteUrl}/jobs/${job.id}`,
  };
}

function listSection(heading: string, items: readonly string[]): string {
  if (items.length === 0) return "";
  return `<h3>${heading}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
}

export type PriceRange = { lowPrice: number; highPrice: number; unitText: string };

/** One Product per plan with the range of its published prices (custom quotes are left out). */
export function planProductData(plan: MarketingPlan, range: PriceRange): StructuredData {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: plan.name,
    description: plan.description,
    brand: { "@type": "Brand", name: siteConfig.productName },
    url: `${siteUrl}${plan.href}`,
    offers: {
      "@type": "AggregateOffer",
      url: `${siteUrl}/pricing`,
      priceCurrency: "USD",
      lowPrice: range.lowPrice,
      highPrice: range.highPrice,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        priceCurrency: "USD",
        minPrice: range.lowPrice,
        maxPrice: range.highPrice,
        unitText: range.unitText,
      },
      availability: "https://schema.org/InStock",
      seller: { "@id": organizationId },
    },
  };
}
