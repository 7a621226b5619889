import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { LocalFileStorage } from "@/lib/integrations/storage/local-adapter";
import { confirmUpload } from "@/lib/uploads/confirm-upload";
import { createUploadLink } from "@/lib/uploads/create-upload-link";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_NOT_FOUND_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from "@/lib/uploads/upload-rules";

// The upload rules on top of the storage (the adapters' own behaviour is the contract test's).

let rootDir: string;
let storage: LocalFileStorage;
beforeEach(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), "upload-link-"));
  storage = new LocalFileStorage({ rootDir, secret: Buffer.from("upload-link-test"), baseUrl: "http://localhost:3000" });
});
afterEach(() => rm(rootDir, { recursive: true, force: true }));

test("a link for a member's PDF: a fresh key of theirs, a PUT with the type, valid for 15 minutes", async () => {
  const link = await createUploadLink({ userId: "member-1", purpose: "identity-document", contentType: "application/pdf", size: 2048, storage });
  expect(link.key).toMatch(/^users\/member-1\/identity-document\/[0-9a-f-]{36}$/);
  expect(link).toMatchObject({ method: "PUT", headers: { "Content-Type": "application/pdf" } });
  expect(link.url).toContain(`/api/storage/${link.key}?`);
  expect(link.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60 * 1000);
  expect(link.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
});

test.each(["text/html", "image/gif", "application/octet-stream", "image/svg+xml"])("%s cannot be uploaded", async (contentType) => {
  await expect(createUploadLink({ userId: "member-1", purpose: "identity-document", contentType, storage })).rejects.toMatchObject({
    code: "INVALID_INPUT",
    message: UPLOAD_TYPE_MESSAGE,
  });
});

test("a file over 10 MB gets no link", async () => {
  await expect(
    createUploadLink({ userId: "member-1", purpose: "identity-document", contentType: "image/jpeg", size: MAX_UPLOAD_BYTES + 1, storage }),
  ).rejects.toMatchObject({ code: "INVALID_INPUT", message: UPLOAD_TOO_LARGE_MESSAGE });
  await expect(
    createUploadLink({ userId: "member-1", purpose: "identity-document", contentType: "image/jpeg", size: MAX_UPLOAD_BYTES, storage }),
  ).resolves.toMatchObject({ method: "PUT" });
});

test("confirming a file that never arrived says so", async () => {
  const link = await createUploadLink({ userId: "member-1", purpose: "identity-document", contentType: "image/png", storage });
  await expect(confirmUpload({ key: link.key, contentType: "image/png", storage })).rejects.toMatchObject({
    code: "NOT_FOUND",
    message: UPLOAD_NOT_FOUND_MESSAGE,
  });
});
