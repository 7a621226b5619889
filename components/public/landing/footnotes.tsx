import { cn } from "@/components/ui/cn";

const footnoteId = (number: number) => `footnote-${number}`;

/** A superscript marker pointing at footnote `number` in <Footnotes>. */
export function FootnoteRef({ number, tone = "default" }: { number: number; tone?: "default" | "inverse" }) {
  return (
    <sup className="ml-0.5 text-[0.6em] font-medium">
      <a
        href={`#${footnoteId(number)}`}
        aria-label={`Footnote ${number}`}
        className={cn(
          "rounded-sm underline-offset-2 hover:underline",
          tone === "inverse" ? "text-brand-100" : "text-brand-700",
        )}
      >
        {number}
      </a>
    </sup>
  );
}

// Tailwind needs whole class names in the source, so the supported row counts are spelled out.
const rowClasses = { 2: "md:grid-rows-2", 3: "md:grid-rows-3", 4: "md:grid-rows-4" } as const;

type FootnotesProps = {
  notes: readonly { id: string; text: string }[];
  /** Footnotes fill columns top to bottom, this many to a column (spec 002 §9: 3 by default). */
  rows?: keyof typeof rowClasses;
};

/** Numbered footnotes laid out in columns of `rows` (one column on small screens). */
export function Footnotes({ notes, rows = 3 }: FootnotesProps) {
  return (
    <section aria-labelledby="footnotes-heading" className="border-t border-border bg-canvas py-10">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="footnotes-heading" className="text-sm font-semibold text-ink">
          Footnotes
        </h2>
        <ol className={cn("mt-4 grid gap-x-10 gap-y-3 md:grid-flow-col md:auto-cols-fr", rowClasses[rows])}>
          {notes.map((note, index) => (
            <li key={note.id} id={footnoteId(index + 1)} className="flex gap-2 text-xs leading-5 text-muted">
              <span aria-hidden="true" className="font-semibold text-ink">
                {index + 1}.
              </span>
              <span>{note.text}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
