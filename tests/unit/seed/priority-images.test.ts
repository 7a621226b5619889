import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PRIORITY_TEMPLATES, priorityImageUrl } from "@/prisma/seed/reference/priority-templates";

// The onboarding priorities grid shows each template's image above its name (spec 000 §2.10 step 3).
const publicFile = (url: string) => path.join(process.cwd(), "public", url);
const drawings = PRIORITY_TEMPLATES.map((template) => {
  const url = priorityImageUrl(template.slug);
  return { slug: template.slug, url, svg: existsSync(publicFile(url)) ? readFileSync(publicFile(url), "utf8") : null };
});

test.each(drawings)("$slug: its image is a light SVG in public/", ({ svg }) => {
  expect(svg).not.toBeNull();
  expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
  expect(Buffer.byteLength(svg!)).toBeLessThanOrEqual(2_048);
});

test.each(drawings)("$slug: is an illustration, not lettering", ({ svg }) => {
  expect(svg).not.toMatch(/<text\b/);
  expect(svg).not.toMatch(/<image\b|href=/);
});

test("no two templates share an image, nor a drawing that differs only in colour", () => {
  const urls = drawings.map((drawing) => drawing.url);
  expect(new Set(urls).size).toBe(urls.length);
  const shapes = drawings.map(({ svg }) => (svg ?? "").replace(/\s(fill|stroke|opacity)="[^"]*"/g, "").replace(/>[^<]*</g, "><"));
  expect(new Set(shapes).size).toBe(shapes.length);
});
