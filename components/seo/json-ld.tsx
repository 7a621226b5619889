import type { StructuredData } from "@/lib/seo/structured-data";

/**
 * Schema.org data for search engines. `<` is escaped so no string in the data can close the script element
 * (content is ours, but the rule costs nothing).
 */
export function JsonLd({ data }: { data: StructuredData }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
