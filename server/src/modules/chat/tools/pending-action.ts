import { z } from "zod";

/**
 * A change the assistant proposed and waits to be confirmed ("Mám to provést? ano/ne"). It is stored with the
 * conversation and carried out only when the next user message is an explicit yes.
 */
export const pendingActionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("markDealWon"),
    dealId: z.uuid(),
    dealTitle: z.string(),
    actualValue: z.number().positive(),
  }),
  z.object({ kind: z.literal("markDealLost"), dealId: z.uuid(), dealTitle: z.string() }),
  z.object({
    kind: z.literal("createContact"),
    type: z.enum(["person", "organization"]),
    name: z.string(),
    email: z.string().optional(),
    legalName: z.string().optional(),
    phone: z.string().optional(),
  }),
  z.object({
    kind: z.literal("createDeal"),
    title: z.string(),
    billingContactId: z.uuid().optional(),
    billingContactName: z.string().optional(),
    estimatedValue: z.number().min(0).optional(),
    currency: z.enum(["USD", "EUR", "CZK"]).optional(),
  }),
]);

export type PendingAction = z.infer<typeof pendingActionSchema>;

const YES =
  /^(ano|jo|jasne|ok|okay|yes|y|yep|sure|potvrzuji|potvrdit|proved|provedte|udelej|do it|confirm|confirmed)\b/;
const NO = /^(ne|no|nope|nechci|zrus|zrusit|cancel|stop|neprovadej)\b/;

/** "ano" / "yes" / "ne" / "no" (diacritics and punctuation ignored); anything else is ambiguous. */
export function confirmationOf(text: string): "yes" | "no" | "unclear" {
  const normalized = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, " ")
    .trim();
  if (YES.test(normalized)) return "yes";
  if (NO.test(normalized)) return "no";
  return "unclear";
}
