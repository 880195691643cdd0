import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { INTERNAL_ERROR_MESSAGE } from "@kancl/shared";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalErrorHandler } from "./errors";

const SECRET = 'relation "secret_table" does not exist';
let server: Server;
let baseUrl: string;
const logged: unknown[] = [];

beforeAll(async () => {
  const app = express();
  app.use((req, _res, next) => {
    (req as unknown as { log: unknown }).log = { error: (entry: unknown) => logged.push(entry), warn: () => {} };
    next();
  });
  app.get("/throws", () => {
    throw new Error(SECRET);
  });
  app.get("/client-error", () => {
    throw Object.assign(new Error(SECRET), { status: 400, expose: true });
  });
  app.get("/rejects", async () => {
    throw new RangeError(`Maximum call stack size exceeded ${SECRET}`);
  });
  app.use(finalErrorHandler);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the final error handler", () => {
  it("answers an unknown error with a generic 500 and logs it", async () => {
    for (const path of ["/throws", "/rejects"]) {
      const res = await fetch(baseUrl + path);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: INTERNAL_ERROR_MESSAGE });
      expect(text).not.toContain("secret_table");
    }
    expect(logged).toHaveLength(2);
  });

  it("answers a client error with a fixed text, never the error's own message", async () => {
    const res = await fetch(`${baseUrl}/client-error`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Bad request" });
  });
});
