import type { LegalBlock, LegalDocument as LegalDocumentContent } from "@/lib/content/legal/legal-document";
import { formatLegalDate } from "@/lib/content/legal/legal-document";
import { PageHero } from "../page-hero";
import { RichText } from "./rich-text";

const tocLinkClasses =
  "flex min-h-11 items-center rounded-sm py-1 text-sm text-brand-700 underline-offset-4 hover:underline " +
  "lg:min-h-0 lg:py-1.5";

const contentsClasses =
  "rounded-2xl border border-border bg-canvas p-6 lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:self-start " +
  "lg:overflow-y-auto";
const listClasses = "mt-4 list-disc space-y-2 pl-5 text-base leading-7 text-muted marker:text-brand-600";

/**
 * A static legal page: the title as the h1 with its 'Last updated' date, the summary, a table of contents linking
 * to each section, and the sections as h2 (subsections as h3). Links to a section stop below the sticky header
 * (the page's scroll padding, app/globals.css).
 */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <>
      <PageHero
        title={content.title}
        intro={
          <>
            Last updated <time dateTime={content.lastUpdated}>{formatLegalDate(content.lastUpdated)}</time>
          </>
        }
      />

      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-20">
        <div className="max-w-3xl space-y-4 text-base leading-7 text-ink">
          {content.summary.map((text, index) => (
            <p key={index}>
              <RichText text={text} />
            </p>
          ))}
        </div>

        <div className="mt-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
          <nav aria-labelledby="contents-heading" className={contentsClasses}>
            <h2 id="contents-heading" className="text-sm font-semibold uppercase tracking-wide text-ink">
              On this page
            </h2>
            <ol className="mt-3 space-y-1">
              {content.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={tocLinkClasses}>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="mt-12 max-w-3xl space-y-12 lg:mt-0">
            {content.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`} className="text-2xl font-semibold tracking-tight text-ink">
                  {section.heading}
                </h2>
                <Blocks blocks={section.blocks} />
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) => {
    switch (block.type) {
      case "paragraph":
        return (
          <p key={index} className="mt-4 text-base leading-7 text-muted">
            <RichText text={block.text} />
          </p>
        );
      case "list":
        return (
          <ul key={index} className={listClasses}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        );
      case "definitions":
        return (
          <dl key={index} className="mt-4 space-y-4">
            {block.items.map((item) => (
              <div key={item.term}>
                <dt className="text-base font-semibold text-ink">{item.term}</dt>
                <dd className="mt-1 text-base leading-7 text-muted">
                  <RichText text={item.description} />
                </dd>
              </div>
            ))}
          </dl>
        );
      case "subsection":
        return (
          <section key={block.id} id={block.id} aria-labelledby={`${block.id}-heading`} className="mt-8">
            <h3 id={`${block.id}-heading`} className="text-lg font-semibold text-ink">
              {block.heading}
            </h3>
            <Blocks blocks={block.blocks} />
          </section>
        );
    }
  });
}
