import { createStorageKey, isStorageKey, storageKeyOwner } from "@/lib/integrations/storage/storage-key";

test("a new key names the user and the purpose, and is never the same twice", () => {
  const first = createStorageKey({ userId: "cmabc123", purpose: "identity-document" });
  const second = createStorageKey({ userId: "cmabc123", purpose: "identity-document" });
  expect(first).toMatch(/^users\/cmabc123\/identity-document\/[0-9a-f-]{36}$/);
  expect(second).not.toBe(first);
  expect(storageKeyOwner(first)).toBe("cmabc123");
});

test.each(["../x", "users/../../etc", "users/a/./b", "/users/a", "users//a", "users/a/", "users/a.b", "users/a%2F..", "users/a\\b", ""])(
  "%j is not a storage key",
  (key) => {
    expect(isStorageKey(key)).toBe(false);
  },
);

test("a user id or purpose that would break out of the key is refused", () => {
  expect(() => createStorageKey({ userId: "../other", purpose: "identity-document" })).toThrow("Invalid storage key.");
  expect(() => createStorageKey({ userId: "u1", purpose: "a/b" })).not.toThrow(); // still a plain path of segments
  expect(() => createStorageKey({ userId: "u1", purpose: "x.meta.json" })).toThrow("Invalid storage key.");
});

test("keys outside users/ have no owner", () => {
  expect(storageKeyOwner("plans/p1/roster/abc")).toBeUndefined();
});
