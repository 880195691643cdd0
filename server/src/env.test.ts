import { describe, expect, it } from "vitest";
import { InvalidEnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies the defaults", () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      DATA_DIR: "./.data",
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      APP_ORIGINS: [],
      AUTH_LOGIN_FAILURES_PER_ACCOUNT: 10,
      AUTH_LOGIN_FAILURES_PER_ACCOUNT_TOTAL: 100,
      AUTH_PASSWORD_RESETS_PER_EMAIL: 3,
      AUTH_PASSWORD_RESETS_PER_IP: 10,
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: false,
      WEBHOOKS_TIMEOUT_SECONDS: 10,
      WEBHOOKS_DISABLE_AFTER_FAILURES: 20,
      AUTH_REQUESTS_PER_IP: 300,
      AUTH_RATE_WINDOW_SECONDS: 900,
      API_KEY_REQUESTS_PER_MINUTE: 600,
      AI_PROVIDER: "local",
      JOBS_WORKER: true,
      JOBS_POLL_INTERVAL_SECONDS: 5,
      JOBS_CONCURRENCY: 2,
      SERVE_SOURCE_MAPS: false,
      MAIL_FROM: "Kancl <kancl@localhost>",
      CNB_RATES_URL:
        "https://www.cnb.cz/en/financial-markets/foreign-exchange-market/central-bank-exchange-rate-fixing/central-bank-exchange-rate-fixing/daily.txt",
    });
  });

  it("takes CNB_RATES_URL as an http(s) address or off, and refuses anything else naming it", () => {
    expect(parseEnv({ CNB_RATES_URL: "off" }).CNB_RATES_URL).toBe("off");
    expect(parseEnv({ CNB_RATES_URL: "http://127.0.0.1:9/daily.txt" }).CNB_RATES_URL).toBe(
      "http://127.0.0.1:9/daily.txt",
    );
    expect(() => parseEnv({ CNB_RATES_URL: "ftp://cnb.cz/daily.txt" })).toThrow(
      "Invalid environment variable CNB_RATES_URL",
    );
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it("accepts a PostgreSQL URL", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@db:5432/kancl" }).DATABASE_URL).toBe(
      "postgres://u:p@db:5432/kancl",
    );
  });

  it("names the bad variable in one line, without echoing its value", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(InvalidEnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/^Invalid environment variable PORT: /);
    let message = "";
    try {
      parseEnv({ DATABASE_URL: "mysql://root:hunter2@db/x" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment variable DATABASE_URL: /);
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("\n");
  });

  it("parses TRUST_PROXY and APP_ORIGINS", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
    expect(parseEnv({ APP_ORIGINS: "https://crm.example.cz, http://localhost:5173/" }).APP_ORIGINS).toEqual([
      "https://crm.example.cz",
      "http://localhost:5173",
    ]);
    expect(() => parseEnv({ APP_ORIGINS: "not a url" })).toThrow(/APP_ORIGINS/);
  });

  it("parses SERVE_SOURCE_MAPS and refuses anything but a yes or a no", () => {
    expect(parseEnv({ SERVE_SOURCE_MAPS: "true" }).SERVE_SOURCE_MAPS).toBe(true);
    expect(parseEnv({ SERVE_SOURCE_MAPS: "0" }).SERVE_SOURCE_MAPS).toBe(false);
    expect(() => parseEnv({ SERVE_SOURCE_MAPS: "maybe" })).toThrow(/SERVE_SOURCE_MAPS/);
  });

  it("refuses short secrets", () => {
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/^Invalid environment variable SESSION_SECRET: /);
    expect(() => parseEnv({ ADMIN_TOKEN: "short" })).toThrow(/ADMIN_TOKEN/);
  });

  it("needs a key for hosted AI providers and a base URL for OpenAI-compatible servers", () => {
    expect(() => parseEnv({ AI_PROVIDER: "openai" })).toThrow(/^Invalid environment variable AI_API_KEY: /);
    expect(() => parseEnv({ AI_PROVIDER: "openai-compatible" })).toThrow(/AI_BASE_URL/);
    expect(parseEnv({ AI_PROVIDER: "openai", AI_API_KEY: "sk-test" }).AI_PROVIDER).toBe("openai");
  });

  it("refuses an unknown log level", () => {
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("parses the background-job settings", () => {
    expect(parseEnv({ JOBS_WORKER: "false", JOBS_POLL_INTERVAL_SECONDS: "30", JOBS_CONCURRENCY: "4" })).toMatchObject({
      JOBS_WORKER: false,
      JOBS_POLL_INTERVAL_SECONDS: 30,
      JOBS_CONCURRENCY: 4,
    });
    expect(() => parseEnv({ JOBS_WORKER: "maybe" })).toThrow(/JOBS_WORKER/);
    expect(() => parseEnv({ JOBS_POLL_INTERVAL_SECONDS: "0.1" })).toThrow(/JOBS_POLL_INTERVAL_SECONDS/);
  });
});
