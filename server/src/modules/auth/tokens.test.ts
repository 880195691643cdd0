import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner, VERIFIED_TOKEN_CACHE_SIZE } from "./tokens";

const SECRET = "a-session-secret-that-is-long-enough-0123456789";
const claims = {
  userId: "3f1c2b9e-0000-4000-8000-000000000001",
  orgId: "3f1c2b9e-0000-4000-8000-000000000002",
  sessionId: "3f1c2b9e-0000-4000-8000-000000000003",
};

afterEach(() => vi.useRealTimers());

describe("access tokens", () => {
  it("verify what they signed, also when asked again (the remembered answer)", async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
  });

  it("refuse a token once it has expired, even one verified before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));
    expect(await signer.verify(token)).toBeNull();
    expect(await signer.verify(token)).toBeNull();
  });

  it("refuse a token whose signature or payload was changed after a valid one was remembered", async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split(".");
    const flipped = `${signature?.slice(0, -2)}${signature?.endsWith("AA") ? "BB" : "AA"}`;
    expect(await signer.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const otherOrg = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? "", "base64url").toString()), org: "x" }),
    );
    expect(await signer.verify(`${header}.${otherOrg.toString("base64url")}.${signature}`)).toBeNull();
    expect(await createTokenSigner(`${SECRET}-other`).verify(token)).toBeNull();
  });

  it("refuse a validly signed token that names no session (it could not be revoked)", async () => {
    const token = await new SignJWT({ org: claims.orgId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setIssuer("kancl")
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode(SECRET));
    expect(await createTokenSigner(SECRET).verify(token)).toBeNull();
  });

  it("keep remembering new tokens past the cache's size (the oldest are checked again)", async () => {
    const signer = createTokenSigner(SECRET);
    const first = await signer.sign(claims);
    expect(await signer.verify(first)).toEqual(claims);
    for (let i = 0; i < VERIFIED_TOKEN_CACHE_SIZE; i++) {
      const other = await signer.sign({ ...claims, userId: `user-${i}` });
      await signer.verify(other);
    }
    expect(await signer.verify(first)).toEqual(claims);
  });
});
