import { detectFileType, FILE_SIGNATURE_LENGTH } from "@/lib/uploads/detect-file-type";

const bytes = (...values: number[]) => new Uint8Array(values);

test.each([
  ["a JPEG (JFIF)", bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46), "image/jpeg"],
  ["a JPEG (Exif)", bytes(0xff, 0xd8, 0xff, 0xe1), "image/jpeg"],
  ["a PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "image/png"],
  ["a PDF", new TextEncoder().encode("%PDF-1.4"), "application/pdf"],
])("%s is recognised by its first bytes", (_name, firstBytes, expected) => {
  expect(detectFileType(firstBytes)).toBe(expected);
});

test.each([
  ["text", new TextEncoder().encode("Account statement")],
  ["HTML", new TextEncoder().encode("<html><script>")],
  ["a GIF", new TextEncoder().encode("GIF89a")],
  ["a PNG cut short", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a)],
  ["a PNG signature with a wrong last byte", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00)],
  ["'%PDF' without its dash", new TextEncoder().encode("%PDF1.4")],
  ["a PDF header further in", new TextEncoder().encode("  %PDF-1.4")],
  ["an empty file", bytes()],
])("%s is not an accepted file", (_name, firstBytes) => {
  expect(detectFileType(firstBytes)).toBeUndefined();
});

test("eight bytes are enough to tell", () => {
  expect(FILE_SIGNATURE_LENGTH).toBe(8);
});
