import { z } from "zod";

/** The body useChat sends (spec §7), plus conversationId, which the panel sets equal to the chat id. */
export const chatRequestSchema = z
  .object({
    id: z.string().min(1).max(200),
    conversationId: z.string().min(1).max(200).optional(),
    messages: z.array(z.unknown()).min(1, "messages: at least one message is required").max(500),
    trigger: z.enum(["submit-message", "regenerate-message"]).default("submit-message"),
    messageId: z.string().max(200).optional(),
  })
  .refine((body) => !body.conversationId || body.conversationId === body.id, {
    message: "conversationId must equal the chat id",
    path: ["conversationId"],
  });

export type ChatRequest = z.infer<typeof chatRequestSchema>;
