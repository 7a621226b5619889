// The shape of the static legal pages (spec 002 §2: Privacy Policy, California Privacy Policy Notice). Text is
// data so that one component lays every legal page out the same way: h1, table of contents, h2 sections.

/** A link inside a sentence: a site path ("/ccpa"), a mailto:/tel: URL or an external https: URL. */
export type InlineLink = { text: string; href: string };

/** A run of text: a plain string, or strings and links in reading order. */
export type RichText = string | readonly (string | InlineLink)[];

export type LegalParagraph = { type: "paragraph"; text: RichText };
export type LegalList = { type: "list"; items: readonly RichText[] };
/** Terms with their explanations, e.g. categories of information. */
export type LegalDefinitions = { type: "definitions"; items: readonly { term: string; description: RichText }[] };
/** An h3 under the section's h2. */
export type LegalSubsection = {
  type: "subsection";
  id: string;
  heading: string;
  blocks: readonly (LegalParagraph | LegalList | LegalDefinitions)[];
};

export type LegalBlock = LegalParagraph | LegalList | LegalDefinitions | LegalSubsection;

export type LegalSection = {
  /** The in-page anchor the table of contents links to. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  title: string;
  /** ISO date (YYYY-MM-DD) shown as 'Last updated'. */
  lastUpdated: string;
  /** Paragraphs before the table of contents. */
  summary: readonly RichText[];
  sections: readonly LegalSection[];
};

export const paragraph = (text: RichText): LegalParagraph => ({ type: "paragraph", text });
export const list = (...items: RichText[]): LegalList => ({ type: "list", items });
export const link = (text: string, href: string): InlineLink => ({ text, href });
/** A US number as a tel: link ("(512) 555-0142" dials +15125550142). */
export const phoneLink = (phone: string): InlineLink => link(phone, `tel:+1${phone.replace(/\D/g, "")}`);

const smallNumbers = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
] as const;

/** A count as legal text spells it ("two"), for the numbers zero to twelve; larger ones stay digits. */
export function inWords(count: number): string {
  return smallNumbers[count] ?? String(count);
}

/** "2026-11-21" as "November 21, 2026", the same in every time zone. */
export function formatLegalDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}
