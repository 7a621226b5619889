import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GET, PUT } from "@/app/api/storage/[...key]/route";
import { resetEnvForTests } from "@/lib/env";
import { getLocalFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { LOCAL_STORAGE_ROUTE, type LocalFileStorage } from "@/lib/integrations/storage/local-adapter";
import { createStorageKey } from "@/lib/integrations/storage/storage-key";
import { samplePdf } from "./support/sample-files";

// What only the local adapter's route has to prove: it never reads more of a body than the upload allows, never
// lets a key reach outside its folder, answers downloads so that a stored file cannot act as a page of this site,
// and is not there at all when S3 is configured. Its route functions are called here with Request objects.

const saved = { ...process.env };
let rootDir: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), "local-storage-"));
  delete process.env.S3_BUCKET;
  process.env.LOCAL_STORAGE_DIR = rootDir;
  process.env.SITE_URL = "http://localhost:3000";
  resetEnvForTests();
  storage = getLocalFileStorage()!;
});

afterEach(async () => {
  process.env = { ...saved };
  resetEnvForTests();
  await rm(rootDir, { recursive: true, force: true });
});

function call(handler: typeof PUT, url: string, init: RequestInit = {}) {
  const segments = new URL(url).pathname.slice(LOCAL_STORAGE_ROUTE.length).split("/").map(decodeURIComponent);
  return handler(new Request(url, { ...init, duplex: "half" } as RequestInit), { params: Promise.resolve({ key: segments }) });
}

/** An endless body that counts what was pulled from it. */
function endlessBody(chunkBytes = 64 * 1024) {
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes));
    },
  });
  return { body, counter };
}

test("a body over the cap is refused while streaming, whatever Content-Length claims, and nothing is kept", async () => {
  const key = createStorageKey({ userId: "member-1", purpose: "identity-document" });
  const maxBytes = 1024 * 1024;
  const { url } = await storage.createUploadUrl({ key, contentType: "application/pdf", maxBytes, expiresInSeconds: 60 });
  const { body, counter } = endlessBody();

  const response = await call(PUT, url, {
    method: "PUT",
    headers: { "Content-Type": "application/pdf", "Content-Length": "100" },
    body,
  });

  expect(response.status).toBe(413);
  // An endless body ends the request at the cap: the route counted, it did not read everything first.
  expect(counter.pulled).toBeGreaterThan(maxBytes);
  expect(counter.pulled).toBeLessThan(maxBytes + 20 * 64 * 1024);
  expect(await storage.head(key)).toBeUndefined();
  expect(await readdir(path.join(rootDir, ".incoming"))).toEqual([]);
});

test("a Content-Length over the cap is refused before the body is read; none at all is 411", async () => {
  const key = createStorageKey({ userId: "member-1", purpose: "identity-document" });
  const { url } = await storage.createUploadUrl({ key, contentType: "application/pdf", maxBytes: 1000, expiresInSeconds: 60 });

  const large = endlessBody();
  const tooLarge = await call(PUT, url, {
    method: "PUT",
    headers: { "Content-Type": "application/pdf", "Content-Length": "1001" },
    body: large.body,
  });
  expect(tooLarge.status).toBe(413);
  expect(large.counter.pulled).toBeLessThanOrEqual(64 * 1024); // at most what the stream itself buffers ahead

  const unknown = endlessBody();
  const noLength = await call(PUT, url, { method: "PUT", headers: { "Content-Type": "application/pdf" }, body: unknown.body });
  expect(noLength.status).toBe(411);
  expect(await storage.head(key)).toBeUndefined();
});

test.each([
  [["..", "..", "package.json"]],
  [["users", "..", "..", "secrets"]],
  [["users", "member-1", "identity-document", "x.meta.json"]],
  [["users", "member-1/../..", "x"]],
  [["users", "member-1", "%2e%2e", "x"]],
  [[".incoming", "x"]],
])("a key that is not a storage key (%j) is refused with 400 for PUT and GET", async (segments) => {
  const url = `http://localhost:3000${LOCAL_STORAGE_ROUTE}${segments.map(encodeURIComponent).join("/")}?expires=9999999999&signature=x`;
  const put = await call(PUT, url, { method: "PUT", headers: { "Content-Type": "application/pdf" }, body: samplePdf });
  expect(put.status).toBe(400);
  expect((await call(GET, url)).status).toBe(400);
  await expect(storage.createUploadUrl({
    key: segments.join("/"),
    contentType: "application/pdf",
    maxBytes: 100,
    expiresInSeconds: 60,
  })).rejects.toMatchObject({ name: "StorageError", kind: "INVALID_KEY" });
});

test("a download is private, never cached, and cannot act as a page of the site", async () => {
  const key = createStorageKey({ userId: "member-1", purpose: "identity-document" });
  const upload = await storage.createUploadUrl({
    key,
    contentType: "application/pdf",
    maxBytes: 1000,
    contentLength: samplePdf.length,
    expiresInSeconds: 60,
  });
  const stored = await call(PUT, upload.url, {
    method: "PUT",
    headers: { ...upload.headers, "Content-Length": String(samplePdf.length) },
    body: samplePdf,
  });
  expect(stored.status).toBe(200);

  const { url } = await storage.createDownloadUrl({ key, expiresInSeconds: 60, downloadName: "Relevé d'identité.pdf" });
  const response = await call(GET, url);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-disposition")).toBe(
    `attachment; filename="Releve d'identite.pdf"; filename*=UTF-8''Relev%C3%A9%20d%27identit%C3%A9.pdf`,
  );
  expect(Buffer.from(await response.arrayBuffer()).equals(samplePdf)).toBe(true);

  // The name is part of what was signed.
  const renamed = new URL(url);
  renamed.searchParams.set("name", "other.pdf");
  expect((await call(GET, renamed.toString())).status).toBe(403);
});

test("the route is not there when S3 is configured", async () => {
  const key = createStorageKey({ userId: "member-1", purpose: "identity-document" });
  const { url } = await storage.createDownloadUrl({ key, expiresInSeconds: 60 });
  process.env.S3_BUCKET = "member-files";
  resetEnvForTests();
  expect((await call(GET, url)).status).toBe(404);
  expect((await call(PUT, url, { method: "PUT", body: samplePdf })).status).toBe(404);
});
