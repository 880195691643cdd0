import { AUTH_MESSAGES, SETUP_MESSAGES, setupInputSchema } from "@kancl/shared";
import { z } from "zod";

/**
 * The set-up form (issue 25 item 1), in the register form's manner: first every required field, then the server's
 * own set-up schema (the IČO's check digit, a valid e-mail, the password rules in the spec's order), then the
 * confirmation. The result is the set-up's input.
 */
const filledIn = (message: string) => z.string().refine((value) => value.trim() !== "", message);
const typed = (message: string) => z.string().min(1, message);

const filledInStage = z.object({
  organizationName: filledIn(SETUP_MESSAGES.organizationNameRequired),
  registrationNumber: z.string(),
  name: filledIn(AUTH_MESSAGES.registerRequired),
  email: filledIn(AUTH_MESSAGES.registerRequired),
  password: typed(AUTH_MESSAGES.registerRequired),
  confirmPassword: typed(AUTH_MESSAGES.registerRequired),
  demoData: z.boolean(),
});

const serverStage = setupInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
  })
  .transform(({ confirmPassword: _, ...input }) => input);

// The IČO's schema takes any value (it trims and compacts first), which the form's string satisfies.
export const setupFormSchema = filledInStage.pipe(
  serverStage as unknown as z.ZodType<z.output<typeof serverStage>, z.output<typeof filledInStage>>,
);

export type SetupFormValues = z.input<typeof setupFormSchema>;
