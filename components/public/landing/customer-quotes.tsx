import { customerQuotes } from "@/lib/content/landing";
import { quoteQualifier, type Quote } from "@/lib/content/quotes";
import { FootnoteRef } from "./footnotes";
import { Section } from "./section";

type CustomerQuotesProps = {
  quotes?: readonly Quote[];
  heading?: string;
  intro?: string;
  /** The band's anchor; the heading's id derives from it. */
  id?: string;
  /**
   * The number of the page's footnote that qualifies the quotes. Pages without footnotes leave it out and the
   * qualifier is printed under the quotes instead, so no marker ever points at a footnote the page lacks.
   */
  footnote?: number;
};

/** Employer testimonials, each with the speaker's name, title and company. Landing, partner and coaching pages. */
export function CustomerQuotes({
  quotes = customerQuotes.quotes,
  heading = customerQuotes.heading,
  intro = customerQuotes.intro,
  id = "customer-quotes",
  footnote,
}: CustomerQuotesProps) {
  return (
    <Section
      id={id}
      heading={heading}
      intro={
        <>
          {intro}
          {footnote ? <FootnoteRef number={footnote} tone="inverse" /> : null}
        </>
      }
      tone="brand"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {quotes.map((item) => (
          <li key={item.quote}>
            <figure className="flex h-full flex-col rounded-2xl bg-brand-800 p-6">
              <blockquote className="flex-1 text-base leading-7 text-white">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 text-sm text-brand-100">
                <span className="block font-semibold text-white">{item.name}</span>
                <span className="block">
                  {item.title}, {item.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {footnote ? null : <p className="mt-8 text-sm text-brand-100">{quoteQualifier}</p>}
    </Section>
  );
}
