import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES } from "@kancl/shared";
import { z } from "zod";

/**
 * The text of each message at most CHAT_MESSAGE_MAX_LENGTH characters, all its text parts together; the issue
 * names the part that goes past it. Checked on the raw body, before the AI SDK validates or converts anything.
 */
function checkMessageLengths(messages: unknown[], ctx: z.RefinementCtx): void {
  messages.forEach((message, index) => {
    const parts = (message as { parts?: unknown } | null)?.parts;
    if (!Array.isArray(parts)) return; // validateUIMessages refuses it with its own message
    let length = 0;
    let pastAt = -1;
    parts.forEach((part, partIndex) => {
      const text = (part as { type?: unknown; text?: unknown } | null)?.text;
      if (typeof text !== "string") return;
      length += text.length;
      if (pastAt < 0 && length > CHAT_MESSAGE_MAX_LENGTH) pastAt = partIndex;
    });
    if (pastAt >= 0) {
      ctx.addIssue({
        code: "custom",
        path: ["messages", index, "parts", pastAt, "text"],
        message: CHAT_MESSAGES.messageTooLong(length),
      });
    }
  });
}

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
  })
  .superRefine((body, ctx) => checkMessageLengths(body.messages, ctx));

export type ChatRequest = z.infer<typeof chatRequestSchema>;
