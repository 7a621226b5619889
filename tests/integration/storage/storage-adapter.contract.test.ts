import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GET, PUT } from "@/app/api/storage/[...key]/route";
import { resetEnvForTests } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { LOCAL_STORAGE_ROUTE, LocalFileStorage } from "@/lib/integrations/storage/local-adapter";
import { S3FileStorage } from "@/lib/integrations/storage/s3-adapter";
import { createStorageKey } from "@/lib/integrations/storage/storage-key";
import type { FileStorage } from "@/lib/integrations/storage/types";
import { confirmUpload } from "@/lib/uploads/confirm-upload";
import { UPLOAD_REJECTED_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE } from "@/lib/uploads/upload-rules";
import { samplePdf, samplePng, textRenamedPdf } from "./support/sample-files";
import { serveRouteHandlers } from "./support/serve-route-handlers";
import { startS3StandIn } from "./support/s3-stand-in";

// One contract, two adapters, both driven over HTTP the way a browser would: the S3 adapter (AWS SDK v3) against a
// loopback stand-in of S3's REST API that checks Signature Version 4, and the local adapter against its own route
// (app/api/storage/[...key]/route.ts) served on a loopback port, through the factory as the app builds it.

type Harness = { storage: FileStorage; close(): Promise<void> };

async function s3Harness(): Promise<Harness> {
  const standIn = await startS3StandIn();
  const storage = new S3FileStorage({
    bucket: standIn.bucket,
    region: standIn.region,
    endpoint: standIn.endpoint,
    forcePathStyle: true,
    credentials: standIn.credentials,
  });
  return { storage, close: standIn.close };
}

async function localHarness(): Promise<Harness> {
  const saved = { ...process.env };
  const rootDir = await mkdtemp(path.join(os.tmpdir(), "storage-contract-"));
  const server = await serveRouteHandlers({ GET, PUT }, LOCAL_STORAGE_ROUTE);
  delete process.env.S3_BUCKET;
  process.env.LOCAL_STORAGE_DIR = rootDir;
  process.env.SITE_URL = server.origin;
  resetEnvForTests();
  const storage = getFileStorage();
  expect(storage).toBeInstanceOf(LocalFileStorage);
  return {
    storage,
    async close() {
      await server.close();
      process.env = saved;
      resetEnvForTests();
      await rm(rootDir, { recursive: true, force: true });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ["S3FileStorage against a loopback S3", s3Harness],
  ["LocalFileStorage through its route", localHarness],
])("FileStorage contract: %s", (_name, start) => {
  let storage: FileStorage;
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
    storage = harness.storage;
  });
  afterAll(() => harness.close());

  const newKey = () => createStorageKey({ userId: "member-1", purpose: "identity-document" });

  async function upload(
    key: string,
    body: Buffer,
    options: { contentType?: string; declared?: boolean; maxBytes?: number; expiresInSeconds?: number; sendAs?: string } = {},
  ) {
    const { contentType = "application/pdf", declared = true, maxBytes = 1024 * 1024, expiresInSeconds = 60 } = options;
    const sendAs = options.sendAs ?? contentType;
    const presigned = await storage.createUploadUrl({
      key,
      contentType,
      maxBytes,
      contentLength: declared ? body.length : undefined,
      expiresInSeconds,
    });
    return { presigned, put: (data: Buffer = body) => fetch(presigned.url, put(data, sendAs)) };
  }

  function put(body: Buffer, contentType: string): RequestInit {
    return { method: "PUT", headers: { "Content-Type": contentType }, body: new Uint8Array(body) };
  }

  test("a file PUT to the upload URL comes back from the download URL, with its type and size", async () => {
    const key = newKey();
    const { presigned, put: send } = await upload(key, samplePdf);
    expect(presigned).toMatchObject({ method: "PUT", headers: { "Content-Type": "application/pdf" } });
    expect(presigned.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    expect((await send()).status).toBe(200);
    expect(await storage.head(key)).toEqual({ key, contentType: "application/pdf", size: samplePdf.length });
    expect(Buffer.from((await storage.readFirstBytes({ key, length: 5 }))!).toString()).toBe("%PDF-");

    const download = await storage.createDownloadUrl({ key, expiresInSeconds: 60, downloadName: "statement.pdf" });
    const response = await fetch(download.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain('filename="statement.pdf"');
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(Buffer.from(await response.arrayBuffer()).equals(samplePdf)).toBe(true);
  });

  test("an upload URL also works without a declared length, within the cap", async () => {
    const key = newKey();
    const { put: send } = await upload(key, samplePng, { contentType: "image/png", declared: false });
    expect((await send()).status).toBe(200);
    expect(await storage.head(key)).toEqual({ key, contentType: "image/png", size: samplePng.length });
  });

  test("expired upload and download URLs are refused with 403", async () => {
    const key = newKey();
    const { put: send } = await upload(key, samplePdf, { expiresInSeconds: 1 });
    const stored = newKey();
    await (await upload(stored, samplePdf)).put();
    const download = await storage.createDownloadUrl({ key: stored, expiresInSeconds: 1 });
    await sleep(2100);

    expect((await send()).status).toBe(403);
    expect(await storage.head(key)).toBeUndefined();
    expect((await fetch(download.url)).status).toBe(403);
  });

  test("a PUT with another content type than the signed one is refused with 403", async () => {
    const key = newKey();
    const { put: send } = await upload(key, samplePdf, { sendAs: "text/html" });
    expect((await send()).status).toBe(403);
    expect(await storage.head(key)).toBeUndefined();
  });

  test("a declared size over the cap gets no URL; a body longer or shorter than the declared one is refused", async () => {
    await expect(
      storage.createUploadUrl({ key: newKey(), contentType: "application/pdf", maxBytes: 10, contentLength: 11, expiresInSeconds: 60 }),
    ).rejects.toMatchObject({ name: "StorageError", kind: "TOO_LARGE" });

    const key = newKey();
    const { put: send } = await upload(key, samplePdf);
    expect((await send(Buffer.concat([samplePdf, Buffer.from("more")]))).status).toBe(403);
    expect((await send(samplePdf.subarray(0, 10))).status).toBe(403);
    expect(await storage.head(key)).toBeUndefined();
  });

  test("a body over the cap without a declared size is never kept", async () => {
    const key = newKey();
    const { put: send } = await upload(key, samplePdf, { declared: false, maxBytes: 16 });
    const response = await send();
    // The local route refuses it while streaming; S3 cannot cap an undeclared PUT, so the confirmation refuses it.
    const outcome = response.ok
      ? await confirmUpload({ storage, key, contentType: "application/pdf", maxBytes: 16 }).then(
          () => "kept",
          (error: AppError) => error.message,
        )
      : response.status;
    expect([413, UPLOAD_TOO_LARGE_MESSAGE]).toContain(outcome);
    expect(await storage.head(key)).toBeUndefined();
  });

  test("a missing object: 404 from a download URL, nothing from head or reads", async () => {
    const key = newKey();
    const download = await storage.createDownloadUrl({ key, expiresInSeconds: 60 });
    expect((await fetch(download.url)).status).toBe(404);
    expect(await storage.head(key)).toBeUndefined();
    expect(await storage.readFirstBytes({ key, length: 8 })).toBeUndefined();
  });

  test("delete removes the object, and deleting it again is not an error", async () => {
    const key = newKey();
    await (await upload(key, samplePdf)).put();
    const download = await storage.createDownloadUrl({ key, expiresInSeconds: 60 });
    expect((await fetch(download.url)).status).toBe(200);

    await storage.delete(key);
    expect(await storage.head(key)).toBeUndefined();
    expect((await fetch(download.url)).status).toBe(404);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  test("a URL is bound to its method and key", async () => {
    const key = newKey();
    const { presigned } = await upload(key, samplePdf);
    const download = await storage.createDownloadUrl({ key, expiresInSeconds: 60 });
    expect((await fetch(download.url, put(samplePdf, "application/pdf"))).status).toBe(403);

    const other = newKey();
    const moved = presigned.url.replace(key, other);
    expect((await fetch(moved, put(samplePdf, "application/pdf"))).status).toBe(403);
    expect(await storage.head(key)).toBeUndefined();
    expect(await storage.head(other)).toBeUndefined();
  });

  test("a PDF passes the magic-byte check; a text file sent as a PDF is refused and deleted", async () => {
    const pdf = newKey();
    await (await upload(pdf, samplePdf)).put();
    await expect(confirmUpload({ storage, key: pdf, contentType: "application/pdf" })).resolves.toEqual({
      key: pdf,
      contentType: "application/pdf",
      size: samplePdf.length,
    });
    expect(await storage.head(pdf)).toBeDefined();

    const renamed = newKey();
    expect((await (await upload(renamed, textRenamedPdf)).put()).status).toBe(200);
    await expect(confirmUpload({ storage, key: renamed, contentType: "application/pdf" })).rejects.toEqual(
      new AppError("INVALID_INPUT", UPLOAD_REJECTED_MESSAGE),
    );
    expect(await storage.head(renamed)).toBeUndefined();
  });

  test("a PNG confirmed as a JPEG is refused and deleted", async () => {
    const key = newKey();
    await (await upload(key, samplePng, { contentType: "image/png" })).put();
    await expect(confirmUpload({ storage, key, contentType: "image/jpeg" })).rejects.toMatchObject({
      message: UPLOAD_REJECTED_MESSAGE,
    });
    expect(await storage.head(key)).toBeUndefined();
  });
});
