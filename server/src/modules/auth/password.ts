import { type Algorithm, hash, verify } from "@node-rs/argon2";

// Algorithm is an ambient const enum, unusable as a value under verbatimModuleSyntax: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash — or, for an unknown account, against a dummy hash with the same
 * parameters, so "no such e-mail" costs as much time as "wrong password" and the two cannot be told apart.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword("not-a-real-password-but-the-same-cost");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
