// Public facts about the company, used by copy, footers, error texts ("info@{host}") and emails. One place each.
export const siteConfig = {
  name: "Mariner",
  productName: "Mariner Financial Wellness",
  host: "marinerwellness.com",
  infoEmail: "info@marinerwellness.com",
  phone: "(512) 555-0142",
  postalAddress: "600 Congress Avenue, Suite 1400, Austin, TX 78701",
  founded: 2015,
  /** Where a promoter (score 7 or more) is invited to write a review (spec 001 §4 Feedback modal). */
  reviewSiteUrl: "https://www.trustpilot.com/evaluate/marinerwellness.com",
} as const;
