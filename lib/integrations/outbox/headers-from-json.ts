import type { Prisma } from "@/lib/generated/prisma/client";
import type { EmailAttachment } from "@/lib/integrations/email/types";

/** A stored headers column back to name -> value; anything that is not a flat object of strings reads as none. */
export function headersFromJson(value: Prisma.JsonValue | null): Record<string, string> | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** A stored attachments column back to its files; entries that are not { filename, contentType, content } are dropped. */
export function attachmentsFromJson(value: Prisma.JsonValue | null): EmailAttachment[] | null {
  if (!Array.isArray(value)) return null;
  const files = value.flatMap((entry) => {
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) return [];
    const { filename, contentType, content } = entry;
    return typeof filename === "string" && typeof contentType === "string" && typeof content === "string"
      ? [{ filename, contentType, content }]
      : [];
  });
  return files.length > 0 ? files : null;
}
