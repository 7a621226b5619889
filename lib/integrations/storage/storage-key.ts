import { randomUUID } from "node:crypto";
import { StorageError } from "./types";

// Keys are `users/{userId}/{purpose}/{uuid}`: made by the server, so a client can neither pick another member's
// path nor overwrite a file. Every segment is [A-Za-z0-9_-]: no dots, slashes or escapes, so a key can never climb
// out of the local adapter's folder, and the local adapter's `.meta.json` files can never be addressed as keys.

const SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;
const MAX_SEGMENTS = 8;

export function isStorageKey(key: string): boolean {
  const segments = key.split("/");
  return segments.length >= 1 && segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

export function assertStorageKeyShape(key: string): void {
  if (!isStorageKey(key)) throw new StorageError("INVALID_KEY", "Invalid storage key.");
}

/** A new, unguessable key for one of a user's files; `purpose` names the kind of file (e.g. identity-document). */
export function createStorageKey({ userId, purpose }: { userId: string; purpose: string }): string {
  const key = `users/${userId}/${purpose}/${randomUUID()}`;
  assertStorageKeyShape(key);
  return key;
}

/** The user a key belongs to, from its shape; undefined for keys outside `users/`. */
export function storageKeyOwner(key: string): string | undefined {
  const [root, userId] = key.split("/");
  return root === "users" && isStorageKey(key) ? userId : undefined;
}
