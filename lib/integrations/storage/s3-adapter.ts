import "server-only";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { checkLifetime, checkUploadRequest } from "./check-request";
import { contentDisposition } from "./content-disposition";
import type { S3Settings } from "./settings";
import { assertStorageKeyShape } from "./storage-key";
import type {
  CreateDownloadUrlInput,
  CreateUploadUrlInput,
  FileStorage,
  PresignedDownload,
  PresignedUpload,
  StoredObject,
} from "./types";

/**
 * S3 (or an S3-compatible store) through the AWS SDK v3. Uploads are presigned PUTs with the content type - and the
 * length, when the caller declares it - among the signed headers, so S3 itself refuses any other. The bucket stays
 * private: no ACLs are set and every read is a presigned GET.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // The SDK's default adds a CRC32 of the (empty) body to presigned PUT URLs, which S3 then holds the real
      // upload to; checksums only where an operation requires one.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async createUploadUrl(input: CreateUploadUrlInput): Promise<PresignedUpload> {
    checkUploadRequest(input);
    const { key, contentType, contentLength, expiresInSeconds } = input;
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: contentLength,
    });
    // The presigner leaves Content-Type unsigned unless asked; a signed Content-Length is how a presigned PUT is held
    // to a size (S3's content-length-range exists only for POST policies).
    const signableHeaders = new Set(contentLength === undefined ? ["content-type"] : ["content-type", "content-length"]);
    const url = await getSignedUrl(this.client, command, { expiresIn: expiresInSeconds, signableHeaders });
    return { url, method: "PUT", headers: { "Content-Type": contentType }, expiresAt: expiry(expiresInSeconds) };
  }

  async createDownloadUrl({ key, expiresInSeconds, downloadName }: CreateDownloadUrlInput): Promise<PresignedDownload> {
    assertStorageKeyShape(key);
    checkLifetime(expiresInSeconds);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: downloadName === undefined ? undefined : contentDisposition(downloadName),
      ResponseCacheControl: "private, no-store",
    });
    const url = await getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
    return { url, expiresAt: expiry(expiresInSeconds) };
  }

  async head(key: string): Promise<StoredObject | undefined> {
    assertStorageKeyShape(key);
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, contentType: result.ContentType ?? "application/octet-stream", size: result.ContentLength ?? 0 };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async readFirstBytes({ key, length }: { key: string; length: number }): Promise<Uint8Array | undefined> {
    assertStorageKeyShape(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${Math.max(length, 1) - 1}` }),
      );
      const bytes = (await result.Body?.transformToByteArray()) ?? new Uint8Array();
      return bytes.subarray(0, length);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return undefined;
      if (status === 416) return new Uint8Array(); // an empty object has no byte 0 to range over
      throw error;
    }
  }

  async putObject({ key, contentType, body }: { key: string; contentType: string; body: Uint8Array }): Promise<StoredObject> {
    assertStorageKeyShape(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.byteLength }),
    );
    return { key, contentType, size: body.byteLength };
  }

  async delete(key: string): Promise<void> {
    assertStorageKeyShape(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

function expiry(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}
