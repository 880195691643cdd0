import { z } from "zod";
import { DATE_MESSAGES, instantString } from "./dates";
import { LANGUAGES } from "./i18n/languages";
import { textString } from "./text";

export const createOrganizationInputSchema = z
  .object({
    name: textString().trim().min(1, "Name is required").max(200, "Name must be at most 200 characters long"),
  })
  .meta({ id: "CreateOrganizationInput" });

export const organizationSchema = z
  .object({
    id: z.uuid().describe("The organization ID: users give it when they register"),
    name: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Organization" });

export const organizationWithUsersSchema = organizationSchema
  .extend({ userCount: z.number().int().min(0) })
  .meta({ id: "OrganizationWithUsers" });

export type Organization = z.infer<typeof organizationSchema>;

/** Personal API keys (Settings → API keys). The secret is shown once, at creation. */
export const API_KEY_PREFIX = "kancl_";

export const createApiKeyInputSchema = z
  .object({
    name: textString().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters long"),
    expiresAt: instantString(DATE_MESSAGES.instant)
      .nullish()
      .describe("When the key stops working (ISO 8601); omit for a key that does not expire"),
    scope: z
      .enum(["read", "read-write"])
      .default("read-write")
      .describe("read: the key can only read; read-write (the default): what your role allows"),
  })
  .strict()
  .meta({ id: "CreateApiKeyInput" });

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().describe("The key's first characters, to recognise it"),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable(),
    lastUsedAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
    scope: z.enum(["read", "read-write"]).describe("read, or read-write (never more than the owner's role allows)"),
  })
  .meta({ id: "ApiKey" });

export const createdApiKeySchema = z
  .object({
    apiKey: apiKeySchema,
    secret: z.string().describe("The key itself: shown only now. Send it as `Authorization: Bearer <secret>`."),
  })
  .meta({ id: "CreatedApiKey" });

export type ApiKey = z.infer<typeof apiKeySchema>;

/** Settings → Language (decision 180): the organization's default language for its members. */
export const organizationLanguageSchema = z
  .object({ language: z.enum(LANGUAGES).describe("en or cs") })
  .strict()
  .meta({ id: "OrganizationLanguage" });
export type OrganizationLanguage = z.infer<typeof organizationLanguageSchema>;

/** The user's own language; null follows the organization's default. */
export const userLanguageInputSchema = z
  .object({ language: z.enum(LANGUAGES).nullable().describe("en, cs, or null for the organization's default") })
  .strict()
  .meta({ id: "UserLanguageInput" });
export type UserLanguageInput = z.infer<typeof userLanguageInputSchema>;
