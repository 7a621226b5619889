import { hash, verify, type Options } from "@node-rs/argon2";

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane (about 50 ms here). */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolatedModules cannot import)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`) with its own random salt, for User.passwordHash. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PASSWORD_HASH_OPTIONS);
}

/** True when `plain` matches; false for a wrong password and for a malformed or empty hash. */
export async function verifyPassword(passwordHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
