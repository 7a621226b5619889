/** `attachment` with the name in both forms (RFC 6266): a plain ASCII fallback and the UTF-8 original. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.normalize("NFKD").replace(/[^\x20-\x7e]/g, "").replace(/["\\/]/g, "_").trim() || "download";
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, escape)}`;
}

function escape(character: string): string {
  return `%${character.charCodeAt(0).toString(16).toUpperCase()}`;
}
