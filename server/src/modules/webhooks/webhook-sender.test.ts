import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../../../test/webhook-receiver";
import { isForbiddenAddress } from "./webhook-address";
import { type SendLimits, sendWebhook, signatureHeader } from "./webhook-sender";

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());

const allowed: SendLimits = { allowPrivateTargets: true, timeoutMs: 2_000, maxResponseBytes: 64 * 1024 };
const guarded: SendLimits = { ...allowed, allowPrivateTargets: false };
const request = (url: string) => ({
  url,
  body: '{"id":"e1","type":"ping"}',
  secret: "whsec_test",
  eventId: "e1",
  eventType: "ping",
});

describe("forbidden addresses", () => {
  it("refuses loopback, private, link-local, CGNAT, multicast and metadata addresses in IPv4 and IPv6", () => {
    for (const address of [
      "127.0.0.1",
      "127.1.2.3",
      "0.0.0.0",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "fe80::1",
      "fd00:ec2::254",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "64:ff9b::7f00:1",
      "not an address",
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
  });

  it("allows public addresses", () => {
    for (const address of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "100.128.0.1"]) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });
});

describe("sendWebhook", () => {
  it("POSTs the body with a signature that verifies, and the event's id and type", async () => {
    const result = await sendWebhook(request(receiver.url), allowed);
    expect(result).toMatchObject({ statusCode: 200, succeeded: true, error: null, responseBody: "ok" });
    const got = receiver.received.at(-1);
    expect(got?.body).toBe('{"id":"e1","type":"ping"}');
    expect(got?.headers["kancl-event-id"]).toBe("e1");
    expect(got?.headers["kancl-event-type"]).toBe("ping");
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(got?.headers["kancl-signature"])) ?? [];
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(5);
    expect(v1).toBe(createHmac("sha256", "whsec_test").update(`${t}.${got?.body}`).digest("hex"));
    expect(signatureHeader("s", "b", 1)).toBe(`t=1,v1=${createHmac("sha256", "s").update("1.b").digest("hex")}`);
  });

  it("refuses loopback targets, by literal, by name and as IPv4-mapped IPv6, when private targets are not allowed", async () => {
    const before = receiver.received.length;
    for (const url of [
      receiver.url,
      `http://localhost:${receiver.port}/hooks`,
      `http://[::ffff:127.0.0.1]:${receiver.port}/hooks`,
      `http://[::1]:${receiver.port}/hooks`,
      `http://2130706433:${receiver.port}/hooks`,
    ]) {
      const result = await sendWebhook(request(url), guarded);
      expect(result.succeeded, url).toBe(false);
      expect(result.error, url).toMatch(/^Refused: .*private or reserved address/);
    }
    expect(receiver.received.length).toBe(before);
  });

  it("does not follow a redirect (it is a failure)", async () => {
    receiver.script.push({ status: 302, headers: { location: "http://169.254.169.254/latest/meta-data/" } });
    const result = await sendWebhook(request(receiver.url), allowed);
    expect(result).toMatchObject({ statusCode: 302, succeeded: false, error: "Redirect (302) not followed" });
  });

  it("gives up after the time limit", async () => {
    receiver.script.push({ status: 200, delayMs: 1_500 });
    const result = await sendWebhook(request(receiver.url), { ...allowed, timeoutMs: 300 });
    expect(result).toMatchObject({ succeeded: false, statusCode: null, error: "Timed out after 300 ms" });
    expect(result.durationMs).toBeLessThan(1_200);
  });

  it("reads at most maxResponseBytes of the answer and keeps its first 2,000 characters", async () => {
    receiver.script.push({ status: 500, body: "x".repeat(500_000) });
    const result = await sendWebhook(request(receiver.url), { ...allowed, maxResponseBytes: 10_000 });
    expect(result).toMatchObject({ statusCode: 500, succeeded: false, error: "HTTP 500" });
    expect(result.responseBody).toBe("x".repeat(2_000));
  });

  it("fails cleanly when nothing listens", async () => {
    const closed = await startWebhookReceiver();
    await closed.close();
    const result = await sendWebhook(request(closed.url), allowed);
    expect(result.succeeded).toBe(false);
    expect(result.error).toMatch(/ECONNREFUSED/);
  });
});
