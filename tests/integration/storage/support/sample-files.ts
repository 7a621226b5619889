// Small files that start the way real ones do (only the first bytes matter to the magic-byte check).
export const samplePdf = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
export const samplePng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("0000000d49484452000000010000000108060000001f15c489", "hex"),
]);
export const sampleJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from("JFIF\0rest")]);
/** A text file someone renamed to statement.pdf. */
export const textRenamedPdf = Buffer.from("Account statement\nBalance: $2,410.55\n");
