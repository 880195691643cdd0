import { deflateSync } from "node:zlib";
import {
  COMPANY_MESSAGES,
  type CompanyProfile,
  CZECH_ID_MESSAGES,
  missingForIssuingMessage,
  type SupplierSnapshot,
} from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { signUpInNewOrganization } from "../../../test/factories";
import { useTestApp } from "../../../test/use-test-app";
import { AppError } from "../../errors/app-error";

const { app, user } = useTestApp();

type ErrorBody = { error: string };

const complete = {
  legalName: "Kancl s.r.o.",
  street: "Václavské náměstí 1",
  city: "Praha",
  postalCode: "110 00",
  country: "CZ",
  registrationNumber: "27082440",
  taxId: "CZ27082440",
  vatPayer: true,
  bankAccount: "19-2000145399/0800",
  email: "fakturace@kancl.cz",
  phone: "+420 123 456 789",
  web: "https://kancl.cz",
  footerText: "Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 12345",
};

/** A minimal valid PNG of the given size (IHDR + one IDAT of empty rows + IEND); CRCs are not checked by readers here. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, "ascii"), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc(Math.min(height, 4) * (width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const base64 = (data: Buffer | string) => Buffer.from(data).toString("base64");

async function newOrg() {
  return signUpInNewOrganization(app);
}

async function readLogo(http: { cookieHeader: string }) {
  const response = await fetch(new URL("/api/v1/settings/company/logo", app.baseUrl), {
    headers: { cookie: http.cookieHeader },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("Settings → Company: the supplier profile", () => {
  it("starts empty at version 0 with everything an invoice needs listed", async () => {
    const res = await user.http.get<CompanyProfile>("/api/v1/settings/company");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: 0,
      legalName: null,
      country: "CZ",
      vatPayer: false,
      logo: null,
      updatedAt: null,
      // The country defaults to CZ: it is never missing.
      missingForIssuing: ["legalName", "street", "city", "postalCode", "registrationNumber", "bankAccount"],
    });
  });

  it("saves the profile, derives the IBAN from the account and is versioned like contacts (409 when stale)", async () => {
    const { http } = await newOrg();
    const saved = await http.put<CompanyProfile>("/api/v1/settings/company", { ...complete, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      ...complete,
      version: 1,
      iban: "CZ6508000000192000145399",
      bic: null,
      missingForIssuing: [],
    });
    expect(saved.body.updatedAt).not.toBeNull();

    const stale = await http.put<ErrorBody>("/api/v1/settings/company", {
      ...complete,
      legalName: "Stale",
      version: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(COMPANY_MESSAGES.stale);

    // The tRPC surface, with the version just read: the account is derived from a CZ IBAN this time.
    const trpc = await http.post<{ result: { data: CompanyProfile } }>("/api/trpc/company.update", {
      ...complete,
      bankAccount: undefined,
      iban: "CZ65 0800 0000 1920 0014 5399",
      version: 1,
    });
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data).toMatchObject({ version: 2, bankAccount: "19-2000145399/0800" });
    const read = await http.get<{ result: { data: CompanyProfile } }>("/api/trpc/company.get");
    expect(read.body.result.data.version).toBe(2);
    expect((await http.put("/api/v1/settings/company", { ...complete, version: 1 })).status).toBe(409);
    expect((await http.put("/api/v1/settings/company", { ...complete, version: 5 })).status).toBe(409);
  });

  it("of simultaneous saves of one version exactly one wins, the first save included", async () => {
    const { http } = await newOrg();
    for (const version of [0, 1]) {
      const answers = await Promise.all(
        ["Alfa", "Beta", "Gama", "Delta"].map((name) =>
          http.put("/api/v1/settings/company", { ...complete, legalName: `${name} s.r.o.`, version }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    }
    expect((await http.get<CompanyProfile>("/api/v1/settings/company")).body.version).toBe(2);
  });

  it.each([
    [{ registrationNumber: "27082441" }, `registrationNumber: ${CZECH_ID_MESSAGES.ico}`],
    [{ taxId: "CZ2708244" }, `taxId: ${CZECH_ID_MESSAGES.dic}`],
    [{ taxId: "CZ45274649" }, `taxId: ${CZECH_ID_MESSAGES.dicNotIco}`],
    [{ bankAccount: "19-2000145398/0800" }, `bankAccount: ${CZECH_ID_MESSAGES.bankAccount}`],
    [{ iban: "CZ6508000000192000145398" }, `iban: ${CZECH_ID_MESSAGES.iban}`],
    [{ iban: "CZ5508000000002000145399" }, `iban: ${CZECH_ID_MESSAGES.iban}`],
    [{ iban: "DE89370400440532013000" }, `iban: ${CZECH_ID_MESSAGES.bankMismatch}`],
    [{ country: "Czech Republic" }, `country: ${COMPANY_MESSAGES.country}`],
    [{ vatPayer: "true" }, "vatPayer: Invalid input: expected boolean, received string"],
  ])("refuses %j with 400 naming the field, on both surfaces, and changes nothing", async (change, message) => {
    const { http } = await newOrg();
    const rest = await http.put<ErrorBody>("/api/v1/settings/company", { ...complete, ...change, version: 0 });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toBe(message);
    const trpc = await http.post<{ error: { message: string } }>("/api/trpc/company.update", {
      ...complete,
      ...change,
      version: 0,
    });
    expect(trpc.status).toBe(400);
    expect(trpc.text).toContain(JSON.stringify(message).slice(1, -1));
    expect((await http.get<CompanyProfile>("/api/v1/settings/company")).body.version).toBe(0);
  });

  it("keeps a foreign IBAN without a Czech account, and needs no account for a profile without one until invoiced", async () => {
    const { http } = await newOrg();
    const saved = await http.put<CompanyProfile>("/api/v1/settings/company", {
      ...complete,
      bankAccount: undefined,
      iban: "DE89 3704 0044 0532 0130 00",
      bic: "COBADEFFXXX",
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ bankAccount: null, iban: "DE89370400440532013000", bic: "COBADEFFXXX" });
    expect(saved.body.missingForIssuing).toEqual([]);
  });

  it("another organization sees only its own (empty) profile and no logo", async () => {
    const a = await newOrg();
    await a.http.put("/api/v1/settings/company", { ...complete, legalName: "Alfa tajná s.r.o.", version: 0 });
    await a.http.put("/api/v1/settings/company/logo", { mediaType: "image/png", data: base64(png(10, 10)) });
    const b = await newOrg();
    const profile = await b.http.get<CompanyProfile>("/api/v1/settings/company");
    expect(profile.body.version).toBe(0);
    expect(profile.text).not.toContain("Alfa");
    expect((await readLogo(b.http)).status).toBe(404);
    expect((await b.http.delete("/api/v1/settings/company/logo")).status).toBe(404);
    // B's first save creates B's row; A's stays as it was.
    expect((await b.http.put("/api/v1/settings/company", { ...complete, version: 0 })).status).toBe(200);
    expect((await a.http.get<CompanyProfile>("/api/v1/settings/company")).body).toMatchObject({
      legalName: "Alfa tajná s.r.o.",
      version: 1,
    });
  });
});

describe("the logo", () => {
  it("stores a PNG, serves it to the organization with its type, and removes it", async () => {
    const { http } = await newOrg();
    const image = png(120, 40);
    const uploaded = await http.put<CompanyProfile>("/api/v1/settings/company/logo", {
      mediaType: "image/png",
      data: base64(image),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.logo).toMatchObject({ mediaType: "image/png", size: image.length });
    expect(uploaded.body.version).toBe(0); // the logo is not a save of the profile

    const served = await readLogo(http);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.bytes.equals(image)).toBe(true);
    expect((await fetch(new URL("/api/v1/settings/company/logo", app.baseUrl))).status).toBe(401);

    // The first profile save after a logo upload still sends version 0.
    expect((await http.put("/api/v1/settings/company", { ...complete, version: 0 })).status).toBe(200);
    const removed = await http.delete<CompanyProfile>("/api/v1/settings/company/logo");
    expect(removed.status).toBe(200);
    expect(removed.body.logo).toBeNull();
    expect(removed.body.legalName).toBe(complete.legalName);
    expect((await readLogo(http)).status).toBe(404);
    const again = await http.delete<ErrorBody>("/api/v1/settings/company/logo");
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(COMPANY_MESSAGES.logoNotFound);
  });

  it("sanitizes an SVG: no script, event handler, foreign object, style or outside reference survives", async () => {
    const { http } = await newOrg();
    const hostile = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="40" onload="alert(1)">
      <script>alert(2)</script><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
      <rect width="100" height="40" fill="url(#g)" onclick="alert(3)"/>
      <image href="https://evil.example/x.png"/><use xlink:href="https://evil.example/a.svg#x"/>
      <a href="javascript:alert(4)"><text x="1" y="20">Kancl &amp; co &x;</text></a>
      <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
      <style>@import url(https://evil.example/x.css);</style>
      <circle r="5" style="fill:url(https://evil.example/f)" fill="url(https://evil.example/f)"/></svg>`;
    const uploaded = await http.put<CompanyProfile>("/api/v1/settings/company/logo", {
      mediaType: "image/svg+xml",
      data: base64(hostile),
    });
    expect(uploaded.status).toBe(200);
    const served = await readLogo(http);
    expect(served.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
    const svg = served.bytes.toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const bad of [
      "script",
      "alert",
      "onload",
      "onclick",
      "evil.example",
      "foreignObject",
      "iframe",
      "style",
      "ENTITY",
      "passwd",
    ]) {
      expect(svg, bad).not.toContain(bad);
    }
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain("Kancl &amp; co");
  });

  it.each([
    ["image/png", base64("not a png at all"), COMPANY_MESSAGES.logoBrokenPng],
    ["image/png", base64(png(2001, 10)), COMPANY_MESSAGES.logoDimensions],
    ["image/png", base64(Buffer.concat([png(1, 1)]).subarray(0, 20)), COMPANY_MESSAGES.logoBrokenPng],
    ["image/svg+xml", base64(png(10, 10)), COMPANY_MESSAGES.logoBrokenSvg],
    ["image/svg+xml", base64("<html><body>no svg</body></html>"), COMPANY_MESSAGES.logoBrokenSvg],
    ["image/png", base64(Buffer.concat([png(10, 10), Buffer.alloc(200 * 1024)])), COMPANY_MESSAGES.logoTooLarge],
    ["image/png", "***", COMPANY_MESSAGES.logoBase64],
    ["image/gif", base64("GIF89a"), 'Invalid option: expected one of "image/png"|"image/svg+xml"'],
  ])("refuses a %s that is not acceptable (%#) with 400 naming the logo", async (mediaType, data, message) => {
    const { http } = await newOrg();
    const res = await http.put<ErrorBody>("/api/v1/settings/company/logo", { mediaType, data });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
    expect(res.body.error).toMatch(/^(logo|data|mediaType): /);
    expect((await readLogo(http)).status).toBe(404);
  });
});

describe("company.issuerSnapshot (what an invoice freezes when issued)", () => {
  it("answers the supplier's details once the profile is complete", async () => {
    const { http, user: me } = await newOrg();
    await http.put("/api/v1/settings/company", { ...complete, version: 0 });
    const snapshot = await app.services.company.issuerSnapshot(me.orgId);
    expect(snapshot).toEqual<SupplierSnapshot>({
      legalName: complete.legalName,
      street: complete.street,
      city: complete.city,
      postalCode: complete.postalCode,
      country: "CZ",
      registrationNumber: "27082440",
      taxId: "CZ27082440",
      vatPayer: true,
      bankAccount: "19-2000145399/0800",
      iban: "CZ6508000000192000145399",
      bic: null,
      email: complete.email,
      phone: complete.phone,
      web: complete.web,
      footerText: complete.footerText,
    });
    // Inside a caller's transaction too.
    await app.database.db.transaction().execute(async (trx) => {
      expect((await app.services.company.issuerSnapshot(me.orgId, trx)).legalName).toBe(complete.legalName);
    });
  });

  it("refuses with 400 naming the first missing field: none at all, a payer without DIČ, a transfer without account", async () => {
    const { http, user: me } = await newOrg();
    const refusal = async (options?: { paymentMethod?: string }) => {
      try {
        await app.services.company.issuerSnapshot(me.orgId, undefined, options);
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        return { code: (error as AppError).code, message: (error as AppError).message };
      }
      return undefined;
    };
    expect(await refusal()).toEqual({ code: "BAD_REQUEST", message: missingForIssuingMessage("legalName") });
    await http.put("/api/v1/settings/company", { ...complete, taxId: undefined, version: 0 });
    expect(await refusal()).toEqual({ code: "BAD_REQUEST", message: missingForIssuingMessage("taxId") });
    await http.put("/api/v1/settings/company", { ...complete, bankAccount: undefined, version: 1 });
    expect(await refusal()).toEqual({ code: "BAD_REQUEST", message: missingForIssuingMessage("bankAccount") });
    expect(await refusal({ paymentMethod: "cash" })).toBeUndefined();
  });
});
