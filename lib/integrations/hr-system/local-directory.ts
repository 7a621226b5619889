import type { HrEmployee } from "./types";

// The fake company the built-in HR stand-in serves: the same people every time for the same company (a seeded
// generator), named after the plan's company, with work emails at its domain, some on leave or gone, one without a
// work email, so every path of a sync has something to do.

const FIRST_NAMES = ["Avery", "Jordan", "Riley", "Casey", "Morgan", "Quinn", "Taylor", "Drew", "Rowan", "Sage", "Blake", "Emerson", "Harper", "Jules", "Kai", "Logan", "Parker", "Reese", "Skyler", "Tatum"];
const LAST_NAMES = ["Nguyen", "Garcia", "Okafor", "Schmidt", "Patel", "Kim", "Rossi", "Hughes", "Silva", "Cohen", "Ward", "Ibrahim", "Larsen", "Moreau", "Tanaka", "Byrne", "Alvarez", "Novak", "Reid", "Walsh"];
const DEPARTMENTS = ["Operations", "Sales", "Engineering", "Finance", "People"];
const LOCATIONS = ["Chicago, IL", "Austin, TX", "Denver, CO"];

/** How many people the fake company has. */
export const LOCAL_COMPANY_SIZE = 40;

/** A small deterministic generator (mulberry32) seeded from the company's key. */
function seededRandom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** "Acme Logistics, Inc." → "acmelogistics.example.com": where the fake company's work emails live. */
export function localCompanyDomain(companyName: string): string {
  const slug = companyName.toLowerCase().replace(/,?\s+(inc|llc|ltd|co)\.?$/, "").replace(/[^a-z0-9]/g, "");
  return `${slug || "company"}.example.com`;
}

/** The fake company's directory, everyone, active or not. */
export function localCompanyDirectory(companyName: string): HrEmployee[] {
  const random = seededRandom(companyName);
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const domain = localCompanyDomain(companyName);
  const used = new Set<string>();
  return Array.from({ length: LOCAL_COMPANY_SIZE }, (_, index) => {
    let firstName = pick(FIRST_NAMES);
    let lastName = pick(LAST_NAMES);
    while (used.has(`${firstName}.${lastName}`)) [firstName, lastName] = [pick(FIRST_NAMES), pick(LAST_NAMES)];
    used.add(`${firstName}.${lastName}`);
    const hired = new Date(Date.UTC(2015 + Math.floor(random() * 10), Math.floor(random() * 12), 1 + Math.floor(random() * 28)));
    return {
      providerId: `local-ind-${String(index + 1).padStart(3, "0")}`,
      // The last person has only a personal email in the HR system: a sync cannot put them on the roster.
      workEmail: index === LOCAL_COMPANY_SIZE - 1 ? null : `${firstName}.${lastName}@${domain}`.toLowerCase(),
      firstName,
      lastName,
      department: pick(DEPARTMENTS),
      location: pick(LOCATIONS),
      status: index % 13 === 12 ? "TERMINATED" : index % 17 === 16 ? "ON_LEAVE" : "ACTIVE",
      hireDate: hired.toISOString().slice(0, 10),
    };
  });
}
