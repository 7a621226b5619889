/**
 * The documents every applicant is shown before the clearing firm's agreements (002 §9). The privacy commitment is
 * our /privacy page; the regulatory filings are linked where the SEC and FINRA publish them (see docs/decisions.md).
 */
export const ALWAYS_SHOWN_DOCUMENTS = [
  { name: "Our privacy commitment", href: "/privacy" },
  { name: "Form CRS (Client Relationship Summary)", href: "https://adviserinfo.sec.gov/" },
  { name: "Form ADV Part 2A (Firm Brochure)", href: "https://adviserinfo.sec.gov/" },
  { name: "Apex Clearing Form CRS", href: "https://brokercheck.finra.org/" },
] as const;
