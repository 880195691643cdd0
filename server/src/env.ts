import { z } from "zod";

/**
 * Configuration, parsed once at start-up. Nothing else in the server reads process.env:
 * everything that varies between deployments is named here and validated before anything starts.
 */
const optional = <T extends z.ZodType>(schema: T) =>
  // An empty variable (common in Docker and .env files) means "not set", not "set to nothing".
  z.preprocess((value) => (value === "" ? undefined : value), schema);

const positiveInt = (fallback: number) => optional(z.coerce.number().int().min(1).default(fallback));

/** "false" | "true" | a hop count | "loopback" or a comma-separated list of addresses/subnets (Express syntax). */
const trustProxySchema = z
  .string()
  .default("false")
  .transform((value): boolean | number | string => {
    const trimmed = value.trim();
    if (trimmed === "false") return false;
    if (trimmed === "true") return true;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    return trimmed;
  });

const originListSchema = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)));

/** "true" or "false" (and 1/0, yes/no); anything else is a mistake worth stopping for. */
const booleanFlag = (fallback: boolean) =>
  optional(
    z
      .enum(["true", "false", "1", "0", "yes", "no"])
      .default(fallback ? "true" : "false")
      .transform((value) => value === "true" || value === "1" || value === "yes"),
  );

export const envSchema = z
  .object({
    PORT: optional(z.coerce.number().int().min(0).max(65535).default(3000)),
    DATA_DIR: optional(z.string().default("./.data")),
    DATABASE_URL: optional(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    NODE_ENV: optional(z.enum(["development", "production", "test"]).default("development")),
    LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
    SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters").optional()),
    ADMIN_TOKEN: optional(z.string().min(16, "must be at least 16 characters").optional()),
    TRUST_PROXY: optional(trustProxySchema),
    APP_ORIGINS: optional(originListSchema),
    REDIS_URL: optional(
      z
        .string()
        .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
        .optional(),
    ),
    AUTH_LOGIN_FAILURES_PER_ACCOUNT: positiveInt(10),
    AUTH_LOGIN_FAILURES_PER_ACCOUNT_TOTAL: positiveInt(100),
    AUTH_REQUESTS_PER_IP: positiveInt(300),
    AUTH_RATE_WINDOW_SECONDS: positiveInt(900),
    API_KEY_REQUESTS_PER_MINUTE: positiveInt(600),
    AI_PROVIDER: optional(z.enum(["local", "openai", "anthropic", "openai-compatible"]).default("local")),
    AI_MODEL: optional(z.string().max(200).optional()),
    AI_API_KEY: optional(z.string().max(500).optional()),
    AI_BASE_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
    // Background jobs (server/src/jobs/): whether this server runs them, how often it looks, how many at once.
    JOBS_WORKER: booleanFlag(true),
    JOBS_POLL_INTERVAL_SECONDS: optional(z.coerce.number().int().min(1).max(3600).default(5)),
    JOBS_CONCURRENCY: optional(z.coerce.number().int().min(1).max(100).default(2)),
    SERVE_SOURCE_MAPS: booleanFlag(false),
    // The Czech National Bank's daily fixing for invoices in EUR, USD or GBP (decision 071); "off" never asks the bank.
    CNB_RATES_URL: optional(
      z
        .union([z.literal("off"), z.url({ protocol: /^https?$/ })])
        .default(
          "https://www.cnb.cz/en/financial-markets/foreign-exchange-market/central-bank-exchange-rate-fixing/central-bank-exchange-rate-fixing/daily.txt",
        ),
    ),
    // Where the PDF renderer finds Chromium (server/src/pdf/find-chromium.ts); Debian's paths when not set.
    CHROMIUM_HEADLESS_SHELL_PATH: optional(z.string().optional()),
    PUPPETEER_EXECUTABLE_PATH: optional(z.string().optional()),
    CHROMIUM_PATH: optional(z.string().optional()),
    PATH: optional(z.string().optional()),
    // Outgoing e-mail (server/src/mail/, decision 140): without SMTP_URL messages stay in the outbox, unsent.
    SMTP_URL: optional(
      z
        .string()
        .regex(/^smtps?:\/\/[^/\s]+/, "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@host:587")
        .optional(),
    ),
    MAIL_FROM: optional(z.string().min(3).max(320).default("Kancl <kancl@localhost>")),
    // The address users open the app at; links in e-mails point here. http://localhost:PORT when not set.
    APP_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
    AUTH_PASSWORD_RESETS_PER_EMAIL: positiveInt(3),
    AUTH_PASSWORD_RESETS_PER_IP: positiveInt(10),
    // Webhooks (decision 198). Deliveries never reach loopback, private, link-local, CGNAT, multicast or metadata
    // addresses unless this is true (a receiver on the same network, tests). Time limit per attempt, and failed
    // attempts in a row after which an endpoint is disabled.
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: booleanFlag(false),
    WEBHOOKS_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(1).max(60).default(10)),
    WEBHOOKS_DISABLE_AFTER_FAILURES: positiveInt(20),
  })
  .superRefine((env, ctx) => {
    if ((env.AI_PROVIDER === "openai" || env.AI_PROVIDER === "anthropic") && !env.AI_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_API_KEY"],
        message: `is required with AI_PROVIDER=${env.AI_PROVIDER}`,
      });
    }
    if (env.AI_PROVIDER === "openai-compatible" && !env.AI_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_BASE_URL"],
        message: "is required with AI_PROVIDER=openai-compatible",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvError extends Error {
  override name = "InvalidEnvError";
}

/** Parses the environment; a bad value throws one line that names the variable. */
/**
 * This process's configuration: the server's one read of `process.env` (Biome's noProcessEnv refuses any other,
 * see biome.json). Throws InvalidEnvError naming the wrong variables.
 */
export function envOfProcess(): Env {
  return parseEnv(process.env);
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path[0] !== undefined ? String(issue.path[0]) : "environment";
  // Never echo the value itself: DATABASE_URL may carry a password.
  throw new InvalidEnvError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid value"}`);
}
