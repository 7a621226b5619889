// Public facts about the company, used by copy, footers, error texts ("info@{host}") and emails. One place each.
export const siteConfig = {
  name: "Mariner",
  productName: "Mariner Financial Wellness",
  host: "marinerwellness.com",
  infoEmail: "info@marinerwellness.com",
  phone: "(512) 555-0142",
  postalAddress: "600 Congress Avenue, Suite 1400, Austin, TX 78701",
  founded: 2015,
} as const;
