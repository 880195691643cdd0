import { z } from "zod";
import { emailSchema, passwordSchema } from "./auth";
import { optionalIcoSchema } from "./czech-ids";
import { enMessages } from "./i18n/en-messages";
import { jsonOnly } from "./json-only";
import { textString } from "./text";

/** Issue 25 items 1 and 6: the first run in the browser and the demo data, with their exact texts. */
export const SETUP_MESSAGES = {
  ...enMessages.setup,
} as const;

export const DEMO_MESSAGES = {
  ...enMessages.demo,
  /** Removal is refused while the organization's own records depend on demo records (decision 151). */
  inUse: (what: string) => `Demo data cannot be removed: ${what}. Delete or change those first, or keep the demo data.`,
} as const;

export const setupStatusSchema = z
  .object({
    open: z.boolean().describe("true while the database has no organization and the set-up has not been used"),
  })
  .meta({ id: "SetupStatus" });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

export const setupInputSchema = z
  .object({
    organizationName: textString()
      .trim()
      .min(1, SETUP_MESSAGES.organizationNameRequired)
      .max(200, SETUP_MESSAGES.organizationNameTooLong),
    registrationNumber: optionalIcoSchema.describe(
      "IČO (8 digits with a valid check digit): starts the supplier profile (Settings → Company)",
    ),
    name: textString().trim().min(1, SETUP_MESSAGES.nameRequired).max(200, SETUP_MESSAGES.nameTooLong),
    email: emailSchema,
    password: passwordSchema,
    demoData: jsonOnly(z.boolean().default(false)).describe("Fill the new organization with demo data"),
  })
  .strict()
  .meta({
    id: "SetupInput",
    example: {
      organizationName: "Novák a syn s.r.o.",
      registrationNumber: "27082440",
      name: "Jana Nováková",
      email: "jana@novak.cz",
      password: "Correct-horse-42",
      demoData: true,
    },
  });
export type SetupInput = z.input<typeof setupInputSchema>;

export const setupResultSchema = z
  .object({
    organization: z.object({ id: z.uuid(), name: z.string() }),
    user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
    demoData: z.boolean().describe("Whether demo data was added"),
    demoDataError: z
      .string()
      .optional()
      .describe("Why the demo data asked for could not be added (the set-up itself succeeded)"),
  })
  .meta({ id: "SetupResult" });
export type SetupResult = z.infer<typeof setupResultSchema>;

export const demoCountsSchema = z
  .object({
    contacts: z.number().int().min(0),
    deals: z.number().int().min(0),
    invoices: z.number().int().min(0),
  })
  .meta({ id: "DemoCounts" });

export const demoStatusSchema = z
  .object({
    present: z.boolean().describe("Whether the organization has demo data (false: none, and every count is 0)"),
    counts: demoCountsSchema.describe("Demo records that still exist"),
    companyProfile: z.boolean().describe("Whether the supplier profile was filled by the demo and is unchanged since"),
  })
  .meta({ id: "DemoStatus" });
export type DemoStatus = z.infer<typeof demoStatusSchema>;
