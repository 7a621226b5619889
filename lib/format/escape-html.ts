/** Escapes text for HTML element content and quoted attributes (emails, JSON-LD descriptions). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
