import "server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { checkLifetime, checkUploadRequest } from "./check-request";
import { assertStorageKeyShape, isStorageKey } from "./storage-key";
import type {
  CreateDownloadUrlInput,
  CreateUploadUrlInput,
  FileStorage,
  PresignedDownload,
  PresignedUpload,
  StoredObject,
} from "./types";

/** Where the local adapter's signed URLs point: app/api/storage/[...key]/route.ts. */
export const LOCAL_STORAGE_ROUTE = "/api/storage/";

type Meta = { contentType: string; size: number };

/** What a signed upload URL allows, once its signature and expiry have been checked. */
export type UploadGrant = { contentType: string; limit: number; exactLength: boolean };

export type GrantCheck<T> = { ok: true; grant: T } | { ok: false; status: number; message: string };

export class UploadTooLargeError extends Error {
  constructor() {
    super("The file is larger than this upload allows.");
    this.name = "UploadTooLargeError";
  }
}

/**
 * Files on this server's disk, for a laptop or a single server with a lasting disk. It behaves like S3 where
 * callers can tell: uploads and downloads go through HMAC-signed, expiring URLs to the storage route, the upload URL
 * is bound to its method, key, content type and size, and the route answers S3's statuses (403 expired or bad
 * signature, 404 missing object). Objects live at `<root>/<key>` with their type and size in `<key>.meta.json`.
 */
export class LocalFileStorage implements FileStorage {
  private readonly rootDir: string;
  private readonly secret: Buffer;
  private readonly baseUrl: string;

  constructor({ rootDir, secret, baseUrl }: { rootDir: string; secret: Buffer; baseUrl: string }) {
    this.rootDir = path.resolve(rootDir);
    this.secret = secret;
    this.baseUrl = baseUrl;
  }

  async createUploadUrl(input: CreateUploadUrlInput): Promise<PresignedUpload> {
    checkUploadRequest(input);
    const { key, contentType, maxBytes, contentLength, expiresInSeconds } = input;
    const expires = expiresAt(expiresInSeconds);
    const size = contentLength === undefined ? "" : String(contentLength);
    const cap = contentLength === undefined ? String(maxBytes) : "";
    const query: Record<string, string> = size ? { size } : { maxBytes: cap };
    query.expires = String(epochSeconds(expires));
    query.signature = this.sign(["PUT", key, query.expires, contentType, size, cap]);
    return { url: this.urlFor(key, query), method: "PUT", headers: { "Content-Type": contentType }, expiresAt: expires };
  }

  async createDownloadUrl({ key, expiresInSeconds, downloadName }: CreateDownloadUrlInput): Promise<PresignedDownload> {
    assertStorageKeyShape(key);
    checkLifetime(expiresInSeconds);
    const expires = expiresAt(expiresInSeconds);
    const query: Record<string, string> = { expires: String(epochSeconds(expires)) };
    if (downloadName !== undefined) query.name = downloadName;
    query.signature = this.sign(["GET", key, String(epochSeconds(expires)), downloadName ?? ""]);
    return { url: this.urlFor(key, query), expiresAt: expires };
  }

  async head(key: string): Promise<StoredObject | undefined> {
    const meta = await this.readMeta(key);
    return meta && { key, ...meta };
  }

  async readFirstBytes({ key, length }: { key: string; length: number }): Promise<Uint8Array | undefined> {
    if (!(await this.readMeta(key))) return undefined;
    const file = await open(this.pathOf(key), "r").catch(() => undefined);
    if (!file) return undefined;
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, 0);
      return new Uint8Array(buffer.subarray(0, bytesRead));
    } finally {
      await file.close();
    }
  }

  async putObject({ key, contentType, body }: { key: string; contentType: string; body: Uint8Array }): Promise<StoredObject> {
    assertStorageKeyShape(key);
    const incoming = path.join(this.rootDir, ".incoming");
    await mkdir(incoming, { recursive: true, mode: 0o700 });
    const temporary = path.join(incoming, randomUUID());
    try {
      // Written aside and renamed into place, so a reader never sees half a file.
      await writeFile(temporary, body, { mode: 0o600 });
      const target = this.pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await rename(temporary, target);
      const meta: Meta = { contentType, size: body.byteLength };
      await writeFile(this.metaPathOf(key), JSON.stringify(meta), { mode: 0o600 });
      return { key, ...meta };
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async delete(key: string): Promise<void> {
    // The meta file first: without it the object no longer exists for head, reads and downloads.
    await rm(this.metaPathOf(key), { force: true });
    await rm(this.pathOf(key), { force: true });
  }

  /** The storage route's check of an upload URL: signature (over the request's own content type), then expiry. */
  checkUpload({
    key,
    searchParams,
    contentType,
  }: {
    key: string;
    searchParams: URLSearchParams;
    contentType: string;
  }): GrantCheck<UploadGrant> {
    const expires = searchParams.get("expires") ?? "";
    const size = searchParams.get("size") ?? "";
    const maxBytes = searchParams.get("maxBytes") ?? "";
    const signature = searchParams.get("signature") ?? "";
    if (!isStorageKey(key)) return { ok: false, status: 400, message: "Invalid key." };
    if (!this.verify(["PUT", key, expires, contentType, size, maxBytes], signature)) return signatureMismatch();
    if (isExpired(expires)) return { ok: false, status: 403, message: "Request has expired." };
    const limit = Number(size || maxBytes);
    return { ok: true, grant: { contentType, limit, exactLength: size !== "" } };
  }

  /** The storage route's check of a download URL. */
  checkDownload({
    key,
    searchParams,
  }: {
    key: string;
    searchParams: URLSearchParams;
  }): GrantCheck<{ downloadName?: string }> {
    const expires = searchParams.get("expires") ?? "";
    const downloadName = searchParams.get("name") ?? undefined;
    if (!isStorageKey(key)) return { ok: false, status: 400, message: "Invalid key." };
    if (!this.verify(["GET", key, expires, downloadName ?? ""], searchParams.get("signature") ?? "")) {
      return signatureMismatch();
    }
    if (isExpired(expires)) return { ok: false, status: 403, message: "Request has expired." };
    return { ok: true, grant: { downloadName } };
  }

  /**
   * Streams a body to a temporary file and moves it into place only when it is whole: never more than `limit`
   * bytes are read (UploadTooLargeError as soon as one more arrives), and a short body is refused when the length was
   * signed. Nothing is left behind on failure.
   */
  async writeObject({
    key,
    body,
    grant,
  }: {
    key: string;
    body: ReadableStream<Uint8Array>;
    grant: UploadGrant;
  }): Promise<StoredObject> {
    assertStorageKeyShape(key);
    const incoming = path.join(this.rootDir, ".incoming");
    await mkdir(incoming, { recursive: true, mode: 0o700 });
    const temporary = path.join(incoming, randomUUID());
    let size = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(size > grant.limit ? new UploadTooLargeError() : null, chunk);
      },
    });
    try {
      const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
      await pipeline(source, cap, createWriteStream(temporary, { mode: 0o600 }));
      if (grant.exactLength && size !== grant.limit) throw new IncompleteBodyError();
      const target = this.pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await rename(temporary, target);
      const meta: Meta = { contentType: grant.contentType, size };
      await writeFile(this.metaPathOf(key), JSON.stringify(meta), { mode: 0o600 });
      return { key, ...meta };
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /** The object's bytes as a stream, with its type and size; undefined when there is none. */
  async openObject(key: string): Promise<(Meta & { body: ReadableStream<Uint8Array> }) | undefined> {
    const meta = await this.readMeta(key);
    if (!meta) return undefined;
    const handle = await open(this.pathOf(key), "r").catch(() => undefined);
    if (!handle) return undefined;
    // The stream owns the handle from here and closes it when done or cancelled.
    const body = Readable.toWeb(createReadStream("", { fd: handle, autoClose: true })) as ReadableStream<Uint8Array>;
    return { ...meta, body };
  }

  private async readMeta(key: string): Promise<Meta | undefined> {
    assertStorageKeyShape(key);
    const text = await readFile(this.metaPathOf(key), "utf8").catch(() => undefined);
    return text === undefined ? undefined : (JSON.parse(text) as Meta);
  }

  private pathOf(key: string): string {
    assertStorageKeyShape(key);
    const target = path.resolve(this.rootDir, ...key.split("/"));
    // The key's shape already rules out "..", "." and separators; this is the belt to those braces.
    if (!target.startsWith(this.rootDir + path.sep)) throw new Error("A storage key resolved outside the storage folder.");
    return target;
  }

  private metaPathOf(key: string): string {
    return `${this.pathOf(key)}.meta.json`;
  }

  private urlFor(key: string, query: Record<string, string>): string {
    const url = new URL(`${LOCAL_STORAGE_ROUTE}${key}`, this.baseUrl);
    url.search = new URLSearchParams(query).toString();
    return url.toString();
  }

  private sign(parts: string[]): string {
    return createHmac("sha256", this.secret).update(parts.join("\n")).digest("base64url");
  }

  private verify(parts: string[], signature: string): boolean {
    const expected = Buffer.from(this.sign(parts));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

export class IncompleteBodyError extends Error {
  constructor() {
    super("The body is shorter than the signed length.");
    this.name = "IncompleteBodyError";
  }
}

function signatureMismatch(): { ok: false; status: number; message: string } {
  return { ok: false, status: 403, message: "The request signature does not match." };
}

function expiresAt(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function isExpired(expires: string): boolean {
  return !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= Date.now();
}
