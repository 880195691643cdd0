import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The embedded default needs no configuration: a signing secret is generated on first start and kept in
 * DATA_DIR (readable by the owner only), so sessions survive restarts. Deployments set SESSION_SECRET.
 */
export async function loadOrCreateSessionSecret(dataDir: string): Promise<string> {
  const file = path.resolve(dataDir, "session-secret");
  try {
    const existing = (await readFile(file, "utf8")).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
