import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type CnbRate, EXCHANGE_RATE_MESSAGES } from "@kancl/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpInNewOrganization } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { startTestApp } from "../../../test/test-app";
import { useTestApp } from "../../../test/use-test-app";

// A stand-in for the Czech National Bank's web server on loopback, publishing the daily fixing as the bank does:
// the English file, the Czech one (decimal comma), a weekend answered by Friday's fixing, an outage and nonsense.
const FILES: Record<string, { status: number; body: string }> = {
  "25.11.2026": {
    status: 200,
    body: "25 Nov 2026 #228\nCountry|Currency|Amount|Code|Rate\nAustralia|dollar|1|AUD|13.612\nEMU|euro|1|EUR|24.305\nJapan|yen|100|JPY|13.501\nUSA|dollar|1|USD|20.874\n",
  },
  "24.11.2026": {
    status: 200,
    body: "24.11.2026 #227\nzemě|měna|množství|kód|kurz\nEMU|euro|1|EUR|24,310\nVelká Británie|libra|1|GBP|27,455\n",
  },
  // A Sunday: the bank answers with Friday's fixing.
  "22.11.2026": {
    status: 200,
    body: "20 Nov 2026 #226\nCountry|Currency|Amount|Code|Rate\nEMU|euro|1|EUR|24.290\n",
  },
  "01.10.2026": { status: 503, body: "Service Unavailable" },
  "02.10.2026": { status: 200, body: "<html>maintenance</html>" },
};

const asked: string[] = [];
let bank: Server;
let bankUrl = "";

beforeAll(async () => {
  bank = createServer((request, response) => {
    const date = new URL(request.url ?? "/", "http://bank").searchParams.get("date") ?? "";
    asked.push(date);
    const file = FILES[date] ?? { status: 404, body: "Not found" };
    response.writeHead(file.status, { "content-type": "text/plain; charset=utf-8" }).end(file.body);
  });
  await new Promise<void>((resolve) => bank.listen(0, "127.0.0.1", resolve));
  bankUrl = `http://127.0.0.1:${(bank.address() as AddressInfo).port}/daily.txt`;
});
afterAll(() => new Promise<void>((resolve) => bank.close(() => resolve())));

// Registered after the bank's hook, so the app starts with the bank's address.
const { app, user } = useTestApp({
  settings: {
    get cnbRatesUrl() {
      return bankUrl;
    },
  },
});

const rest = (query: string) => user.http.get<CnbRate & { error?: string }>(`/api/v1/crm/exchange-rates/cnb?${query}`);

describe("GET /api/v1/crm/exchange-rates/cnb", () => {
  it("answers the bank's fixing for the day, asking the bank for that date", async () => {
    const res = await rest("currency=EUR&date=2026-11-25");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currency: "EUR",
      date: "2026-11-25",
      rate: 24.305,
      rateDate: "2026-11-25",
      source: "CNB",
    });
    expect(asked).toContain("25.11.2026");
  });

  it("reads the Czech file (decimal comma) as well", async () => {
    const res = await rest("currency=GBP&date=2026-11-24");
    expect(res.body).toMatchObject({ rate: 27.455, rateDate: "2026-11-24" });
  });

  it("on a weekend gives the last fixing before it, and says which day that was", async () => {
    const res = await rest("currency=EUR&date=2026-11-22");
    expect(res.body).toMatchObject({ date: "2026-11-22", rate: 24.29, rateDate: "2026-11-20" });
  });

  it("asks the bank once for a past day (the fixing never changes)", async () => {
    const before = asked.filter((date) => date === "24.11.2026").length;
    await rest("currency=EUR&date=2026-11-24");
    await rest("currency=EUR&date=2026-11-24");
    expect(asked.filter((date) => date === "24.11.2026").length).toBe(before + 1);
  });

  it("answers the same over tRPC", async () => {
    const input = encodeURIComponent(JSON.stringify({ currency: "USD", date: "2026-11-25" }));
    const res = await user.http.get<{ result: { data: CnbRate } }>(`/api/trpc/exchangeRates.cnb?input=${input}`);
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ currency: "USD", rate: 20.874 });
  });

  it("never fails an invoice when the bank does not answer: no rate, and a message to enter it by hand", async () => {
    for (const date of ["2026-10-01", "2026-10-02", "2026-10-03"]) {
      const res = await rest(`currency=EUR&date=${date}`);
      expect(res.status, date).toBe(200);
      expect(res.body, date).toMatchObject({ rate: null, rateDate: null, message: EXCHANGE_RATE_MESSAGES.unavailable });
    }
  });

  it("refuses other currencies and future or malformed dates with 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["currency=CZK&date=2026-11-25", EXCHANGE_RATE_MESSAGES.currencyInvalid],
      ["currency=JPY&date=2026-11-25", EXCHANGE_RATE_MESSAGES.currencyInvalid],
      ["currency=EUR&date=2999-01-01", EXCHANGE_RATE_MESSAGES.dateInvalid],
      ["currency=EUR&date=2026-02-30", EXCHANGE_RATE_MESSAGES.dateInvalid],
      ["currency=EUR&date=25.11.2026", EXCHANGE_RATE_MESSAGES.dateInvalid],
    ];
    for (const [query, message] of cases) {
      const res = await rest(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toContain(message.replace(/^\w+: /, ""));
    }
  });

  it("needs a signed-in caller", async () => {
    const res = await new HttpClient(app.baseUrl).get("/api/v1/crm/exchange-rates/cnb?currency=EUR&date=2026-11-25");
    expect(res.status).toBe(401);
  });
});

describe("with fetching turned off (CNB_RATES_URL=off, and every test app by default)", () => {
  it("asks the user for the rate without calling anyone", async () => {
    const quiet = await startTestApp();
    try {
      const caller = await signUpInNewOrganization(quiet);
      const count = asked.length;
      const res = await caller.http.get<CnbRate>("/api/v1/crm/exchange-rates/cnb?currency=EUR&date=2026-11-25");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ rate: null, message: EXCHANGE_RATE_MESSAGES.disabled });
      expect(asked.length).toBe(count);
    } finally {
      await quiet.close();
    }
  });
});
