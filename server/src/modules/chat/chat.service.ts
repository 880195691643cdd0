import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { createContactInputSchema, createDealInputSchema, formatMoney, formatValidationIssues } from "@kancl/shared";
import {
  convertToModelMessages,
  createUIMessageStream,
  type LanguageModel,
  pipeUIMessageStreamToResponse,
  stepCountIs,
  streamText,
  toUIMessageStream,
  UI_MESSAGE_STREAM_HEADERS,
  type UIMessage,
  validateUIMessages,
} from "ai";
import type { Database } from "../../db/database";
import { AppError } from "../../errors/app-error";
import type { Logger } from "../../logger";
import type { Caller } from "../auth/caller";
import { type ConversationRow, chatRepository } from "./chat.repository";
import type { ChatRequest } from "./chat-request";
import type { StreamRegistry } from "./stream-registry";
import type { CrmTools } from "./tools/crm-tools";
import { confirmationOf, type PendingAction, pendingActionSchema } from "./tools/pending-action";

/** How many model steps one answer may take (a tool call and the answer, with room for a second lookup). */
const MAX_STEPS = 4;

export const SYSTEM_PROMPT = `You are Kancl's assistant, inside a CRM used by a Czech company's staff.
Answer in the user's language (Czech or English), briefly; lists as short lines.
Use the tools for every fact about contacts, deals and invoices; never invent records.
"Open" invoices are all invoices that are not paid (drafts included, say which are drafts).
Tools that change data only propose the change: describe it and ask "Mám to provést? ano/ne" (in English: "Shall I do it? yes/no"). Never say a change is done before the user confirms.
E-mail and projects are not connected to Kancl yet: say so plainly when asked.`;

export interface ChatServiceDeps {
  db: Database;
  model: LanguageModel;
  registry: StreamRegistry;
  logger: Logger;
  /** The CRM tools for one caller; `propose` records a change awaiting confirmation. */
  toolsFor(scope: { orgId: string; userId: string; propose(action: PendingAction): void }): CrmTools;
  /** Carries out a confirmed change through the same services as the API; answers a sentence for the user. */
  perform(orgId: string, action: PendingAction, language: "cs" | "en"): Promise<string>;
}

const conversationNotFound = () => new AppError("NOT_FOUND", "Conversation not found");

const textOf = (message: UIMessage | undefined) =>
  (message?.parts ?? [])
    .map((part) => (part.type === "text" ? part.text : ""))
    .join(" ")
    .trim();

const looksCzech = (text: string) => /[ěščřžýáíéůúňťď]|\b(ano|ne|je|jsou|mám|prosím|faktur|obchod)\w*/i.test(text);

export function createChatService(deps: ChatServiceDeps) {
  const { db } = deps;

  async function ownConversation(caller: Caller, id: string): Promise<ConversationRow | undefined> {
    const row = await chatRepository.findById(db, id);
    if (row && (row.orgId !== caller.orgId || row.userId !== caller.userId)) throw conversationNotFound();
    return row;
  }

  /** The history this answer continues: the stored conversation is the truth; the client adds one user message. */
  function historyFor(request: ChatRequest, stored: UIMessage[], incoming: UIMessage[]): UIMessage[] {
    const cutAt = (id: string | undefined) => {
      const index = id ? stored.findIndex((m) => m.id === id) : -1;
      return index >= 0 ? stored.slice(0, index) : stored;
    };
    if (request.trigger === "regenerate-message") {
      let history = cutAt(request.messageId);
      while (history.at(-1)?.role === "assistant") history = history.slice(0, -1);
      if (history.at(-1)?.role !== "user") throw new AppError("BAD_REQUEST", "There is no question to answer again");
      return history;
    }
    const last = incoming.at(-1);
    if (last?.role !== "user") throw new AppError("BAD_REQUEST", "messages: the last message must be the user's");
    if (!textOf(last)) throw new AppError("BAD_REQUEST", "messages: the message is empty");
    // Editing a message (or retrying the same one) drops what came after it.
    return [...cutAt(request.messageId ?? last.id), last];
  }

  async function save(caller: Caller, id: string, messages: UIMessage[], pendingAction: PendingAction | null) {
    const title = textOf(messages.find((m) => m.role === "user")).slice(0, 80) || "Chat";
    const saved = await chatRepository.save(db, {
      id,
      orgId: caller.orgId,
      userId: caller.userId,
      title,
      messages,
      pendingAction,
    });
    if (!saved) throw conversationNotFound();
  }

  /** A reply that needs no model (a confirmed or cancelled change), streamed like any other answer. */
  function fixedReply(text: string, history: UIMessage[], onEnd: (messages: UIMessage[]) => Promise<void>) {
    return createUIMessageStream({
      originalMessages: history,
      generateId: randomUUID,
      execute: ({ writer }) => {
        const id = randomUUID();
        writer.write({ type: "text-start", id });
        writer.write({ type: "text-delta", id, delta: text });
        writer.write({ type: "text-end", id });
      },
      onEnd: ({ messages }) => onEnd(messages),
    });
  }

  return {
    /** Answers one chat request on `res` as the AI SDK UI message stream (SSE). */
    async respond(caller: Caller, request: ChatRequest, res: ServerResponse, signal: AbortSignal): Promise<void> {
      const conversation = await ownConversation(caller, request.id);
      let incoming: UIMessage[];
      try {
        incoming = await validateUIMessages({ messages: request.messages });
      } catch (error) {
        throw new AppError(
          "BAD_REQUEST",
          `messages: ${error instanceof Error ? error.message.split("\n")[0] : "invalid"}`,
        );
      }
      const stored = (conversation?.messages ?? []) as UIMessage[];
      const history = historyFor(request, stored, incoming);
      const pending = pendingActionSchema.safeParse(conversation?.pendingAction);
      await save(caller, request.id, history, pending.success ? pending.data : null);

      const finish = (proposal: PendingAction | null) => async (messages: UIMessage[]) => {
        await save(caller, request.id, messages, proposal).catch((error) =>
          deps.logger.error({ err: error }, "could not save the conversation"),
        );
        await chatRepository.setActiveStream(db, request.id, null).catch(() => {});
      };

      const lastText = textOf(history.at(-1));
      const language = looksCzech(lastText) ? "cs" : "en";
      let stream: ReadableStream;
      const answer = request.trigger === "submit-message" && pending.success ? confirmationOf(lastText) : "unclear";
      if (answer !== "unclear" && pending.success) {
        const reply =
          answer === "yes"
            ? await deps
                .perform(caller.orgId, pending.data, language)
                .catch((error: unknown) =>
                  language === "cs"
                    ? `Nepodařilo se to: ${error instanceof Error ? error.message : "neznámá chyba"}`
                    : `That did not work: ${error instanceof Error ? error.message : "unknown error"}`,
                )
            : language === "cs"
              ? "Dobře, nic jsem neprovedl."
              : "All right, I did not change anything.";
        stream = fixedReply(reply, history, finish(null));
      } else {
        // Anything but a clear yes/no drops a waiting proposal: nothing is written on an ambiguous message.
        let proposal: PendingAction | null = null;
        const tools = deps.toolsFor({
          orgId: caller.orgId,
          userId: caller.userId,
          propose: (action) => (proposal = action),
        });
        const result = streamText({
          model: deps.model,
          system: SYSTEM_PROMPT,
          messages: await convertToModelMessages(history, { tools, ignoreIncompleteToolCalls: true }),
          tools,
          stopWhen: stepCountIs(MAX_STEPS),
          abortSignal: signal,
          // The SDK's default prints the whole error (the request's messages included) to the console. Log only
          // what an operator needs; the user reads the message in the stream (onError below).
          onError: ({ error }) =>
            deps.logger.warn(
              {
                reason: error instanceof Error ? error.message : String(error),
                statusCode: (error as { statusCode?: number }).statusCode,
              },
              "assistant model failed",
            ),
        });
        stream = toUIMessageStream({
          stream: result.stream,
          tools,
          originalMessages: history,
          generateMessageId: randomUUID,
          onError: (error) => (error instanceof Error ? error.message : "Unknown error"),
          onEnd: ({ messages }) => finish(proposal)(messages),
        });
      }

      pipeUIMessageStreamToResponse({
        response: res,
        stream,
        consumeSseStream: async ({ stream: sse }) => {
          const streamId = randomUUID();
          await deps.registry.publish(streamId, sse);
          await chatRepository.setActiveStream(db, request.id, streamId);
        },
      });
    },

    /** GET …/stream: the answer still being generated for this chat, or false (204) when there is none. */
    async resume(caller: Caller, chatId: string, res: ServerResponse): Promise<boolean> {
      const conversation = await ownConversation(caller, chatId);
      if (!conversation?.activeStreamId) return false;
      const stream = await deps.registry.resume(conversation.activeStreamId);
      if (!stream) return false;
      res.writeHead(200, UI_MESSAGE_STREAM_HEADERS);
      for await (const chunk of stream) res.write(chunk);
      res.end();
      return true;
    },

    /** The stored conversation of the caller (messages as UI parts), for reloading the panel. */
    async get(caller: Caller, chatId: string): Promise<{ id: string; title: string; messages: UIMessage[] } | null> {
      const conversation = await ownConversation(caller, chatId);
      if (!conversation) return null;
      return { id: conversation.id, title: conversation.title, messages: conversation.messages as UIMessage[] };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

/** The confirmed changes, carried out through the same services as the API. */
export function createActionPerformer(services: {
  contacts: { create: (orgId: string, input: never) => Promise<{ name: string }> };
  deals: {
    create: (orgId: string, input: never) => Promise<{ title: string }>;
    markWon: (
      orgId: string,
      id: string,
      value: number,
    ) => Promise<{ title: string; actualValue: number | null; currency: string }>;
    markLost: (orgId: string, id: string) => Promise<{ title: string }>;
  };
}) {
  return async (orgId: string, action: PendingAction, language: "cs" | "en"): Promise<string> => {
    const cs = language === "cs";
    switch (action.kind) {
      case "markDealWon": {
        const deal = await services.deals.markWon(orgId, action.dealId, action.actualValue);
        const amount = formatMoney(deal.actualValue ?? action.actualValue, deal.currency, cs ? "cs-CZ" : "en-US");
        return cs
          ? `Hotovo: obchod „${deal.title}“ je vyhraný (${amount}).`
          : `Done: the deal "${deal.title}" is won (${amount}).`;
      }
      case "markDealLost": {
        const deal = await services.deals.markLost(orgId, action.dealId);
        return cs ? `Hotovo: obchod „${deal.title}“ je prohraný.` : `Done: the deal "${deal.title}" is lost.`;
      }
      case "createContact": {
        const { kind: _, ...fields } = action;
        const input = createContactInputSchema.safeParse(fields);
        if (!input.success) throw new Error(formatValidationIssues(input.error.issues));
        const contact = await services.contacts.create(orgId, input.data as never);
        return cs
          ? `Hotovo: kontakt „${contact.name}“ je vytvořený.`
          : `Done: the contact "${contact.name}" is created.`;
      }
      case "createDeal": {
        const input = createDealInputSchema.safeParse({
          title: action.title,
          billingContactId: action.billingContactId,
          estimatedValue: action.estimatedValue,
          currency: action.currency,
        });
        if (!input.success) throw new Error(formatValidationIssues(input.error.issues));
        const deal = await services.deals.create(orgId, input.data as never);
        return cs ? `Hotovo: obchod „${deal.title}“ je založený.` : `Done: the deal "${deal.title}" is created.`;
      }
    }
  };
}
