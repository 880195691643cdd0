import { describe, expect, it } from "vitest";
import { apiKeyStatus, curlExample, EXPIRY_OPTIONS, expiryDate, isExpiryChoice } from "./api-key-format";

describe("expiryDate", () => {
  const now = new Date(2026, 0, 31, 14, 30);

  it("is null for Never", () => {
    expect(expiryDate("never", now)).toBeNull();
  });

  it("adds calendar days for 30 and 90 days, keeping the time of day", () => {
    expect(expiryDate("30d", now)).toEqual(new Date(2026, 2, 2, 14, 30));
    expect(expiryDate("90d", now)).toEqual(new Date(2026, 4, 1, 14, 30));
  });

  it("adds a calendar year for 1 year", () => {
    expect(expiryDate("1y", now)).toEqual(new Date(2027, 0, 31, 14, 30));
  });

  it("does not change the date it is given", () => {
    expiryDate("1y", now);
    expect(now).toEqual(new Date(2026, 0, 31, 14, 30));
  });

  it("offers the four choices in order, and knows them", () => {
    expect(EXPIRY_OPTIONS.map((option) => option.label)).toEqual(["Never", "30 days", "90 days", "1 year"]);
    expect(isExpiryChoice("90d")).toBe(true);
    expect(isExpiryChoice("2y")).toBe(false);
  });
});

describe("apiKeyStatus", () => {
  const now = Date.parse("2026-06-01T12:00:00Z");

  it("is active without a revocation and with no or a future expiry", () => {
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, now)).toBe("active");
    expect(apiKeyStatus({ revokedAt: null, expiresAt: "2026-06-01T12:00:01Z" }, now)).toBe("active");
  });

  it("is expired from the expiry instant on", () => {
    expect(apiKeyStatus({ revokedAt: null, expiresAt: "2026-06-01T12:00:00Z" }, now)).toBe("expired");
    expect(apiKeyStatus({ revokedAt: null, expiresAt: "2025-01-01T00:00:00Z" }, now)).toBe("expired");
  });

  it("is revoked when revoked, also when it has expired since", () => {
    expect(apiKeyStatus({ revokedAt: "2026-05-01T00:00:00Z", expiresAt: null }, now)).toBe("revoked");
    expect(apiKeyStatus({ revokedAt: "2025-01-01T00:00:00Z", expiresAt: "2025-02-01T00:00:00Z" }, now)).toBe("revoked");
  });
});

describe("curlExample", () => {
  it("calls the contacts endpoint of the given origin with the key as a bearer token", () => {
    expect(curlExample("kancl_abc", "https://crm.example.com")).toBe(
      'curl -H "Authorization: Bearer kancl_abc" https://crm.example.com/api/v1/crm/contacts',
    );
  });
});
