import { customerQuotes, footnoteNumber } from "@/lib/content/landing";
import { FootnoteRef } from "./footnotes";
import { Section } from "./section";

/** Employer testimonials. Partner pages reuse it. */
export function CustomerQuotes() {
  return (
    <Section
      id="customer-quotes"
      heading={customerQuotes.heading}
      intro={
        <>
          {customerQuotes.intro}
          <FootnoteRef number={footnoteNumber(customerQuotes.footnote)} tone="inverse" />
        </>
      }
      tone="brand"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {customerQuotes.quotes.map((item) => (
          <li key={item.quote}>
            <figure className="flex h-full flex-col rounded-2xl bg-brand-800 p-6">
              <blockquote className="flex-1 text-base leading-7 text-white">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 text-sm text-brand-100">
                <span className="block font-semibold text-white">{item.role}</span>
                {item.organization}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
