import type { RichText as RichTextValue } from "@/lib/content/legal/legal-document";

const linkClasses = "rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** A legal text run: strings as they are, links as site routes (next/link) or plain anchors (mail, phone, web). */
export function RichText({ text }: { text: RichTextValue }) {
  if (typeof text === "string") return text;
  return text.map((part, index) => {
    if (typeof part === "string") return part;
    const key = `${index}-${part.href}`;
    return part.href.startsWith("/") ? (
      <a key={key} href={part.href} className={linkClasses}>
        {part.text}
      </a>
    ) : (
      <a key={key} href={part.href} className={linkClasses}>
        {part.text}
      </a>
    );
  });
}
