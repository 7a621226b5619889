/** A footnote's number on a page that lists `notes` from 1 in order (the Footnotes component's numbering). */
export function footnoteNumberIn(notes: readonly { id: string }[], id: string): number {
  const index = notes.findIndex((note) => note.id === id);
  if (index === -1) throw new Error(`Footnote "${id}" is not on this page.`);
  return index + 1;
}
