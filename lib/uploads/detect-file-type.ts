import type { UploadContentType } from "./upload-rules";

// The file's own first bytes, not its name or the type the browser claimed. Three signatures are all we accept, so
// a table is enough (see docs/decisions.md, "Magic bytes").
const SIGNATURES: ReadonlyArray<{ contentType: UploadContentType; bytes: readonly number[] }> = [
  { contentType: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { contentType: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
];

/** How many leading bytes detectFileType needs. */
export const FILE_SIGNATURE_LENGTH = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/** The accepted type these bytes start with, or undefined for anything else. */
export function detectFileType(firstBytes: Uint8Array): UploadContentType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => firstBytes[index] === byte))?.contentType;
}
