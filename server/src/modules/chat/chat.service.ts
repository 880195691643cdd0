import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import {
  CHAT_CONVERSATION_MAX_LENGTH,
  CHAT_MESSAGES,
  type ChatMessageMetadata,
  createContactInputSchema,
  createDealInputSchema,
  createProjectInputSchema,
  formatMoney,
  formatValidationIssues,
  type Language,
} from "@kancl/shared";
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
  type UIMessageChunk,
  validateUIMessages,
} from "ai";
import type { Database } from "../../db/database";
import { AppError } from "../../errors/app-error";
import { confirmationOf, USER_LANGUAGE_NOTE } from "../../local-model/confirmation";
import type { Logger } from "../../logger";
import type { Caller } from "../auth/caller";
import { assertCanWrite } from "../auth/permissions";
import type { ContactsService } from "../contacts/contacts.service";
import type { DealsService } from "../deals/deals.service";
import type { InvoicesService } from "../invoices/invoices.service";
import type { ProjectsService } from "../projects/projects.service";
import { type ConversationKey, chatRepository } from "./chat.repository";
import type { ChatRequest } from "./chat-request";
import type { StreamRegistry } from "./stream-registry";
import type { CrmTools } from "./tools/crm-tools";
import { type PendingAction, pendingActionSchema, pendingNote, pendingReminder } from "./tools/pending-action";
import type { ProjectTools } from "./tools/project-tools";

/** How many model steps one answer may take (a tool call and the answer, with room for a second lookup). */
const MAX_STEPS = 4;

export const SYSTEM_PROMPT = `You are Kancl's assistant, inside a CRM used by a Czech company's staff.
Answer in the user's language (Czech or English), briefly; lists as short lines.
Use the tools for every fact about contacts, deals, invoices, projects and tasks; never invent records.
"Open" invoices are issued and unpaid (never drafts or credit notes); "open" deals are leads and deals in negotiation; what was invoiced in a period is by issue date (listInvoices with issuedFrom/issuedTo). These are the home page's figures.
What an issued invoice still asks is its amountDue (its total less payments and credit notes), not its total.
Tools that change data only propose the change: describe it and ask "Mám to provést? ano/ne" (in English: "Shall I do it? yes/no"). Never say a change is done before the user confirms.
Projects: the projects_* tools create projects for client organizations, add tasks and assign them to colleagues (pass names as the user wrote them), and list the caller's tasks ("Co mám dnes za úkoly?": projects_my_tasks with scope dueToday).
E-mail is not connected to Kancl yet: say so plainly when asked.`;

/**
 * The line of the system prompt that names the user's language (decision 184): the language chosen in Settings, which
 * the answer is in unless the user plainly writes in the other one. The local model reads it (USER_LANGUAGE_NOTE).
 */
export function systemPromptFor(language: Language): string {
  return `${SYSTEM_PROMPT}\n${USER_LANGUAGE_NOTE}${language === "cs" ? "Czech" : "English"}. Answer in it unless the user's message is plainly in the other language.`;
}

export interface ChatServiceDeps {
  db: Database;
  model: LanguageModel;
  registry: StreamRegistry;
  logger: Logger;
  /** The CRM tools for one caller; `propose` records a change awaiting confirmation. */
  toolsFor(scope: {
    orgId: string;
    userId: string;
    propose(action: PendingAction): void;
  }): CrmTools & Partial<ProjectTools>;
  /** Carries out a confirmed change through the same services as the API; answers a sentence for the user. */
  perform(orgId: string, action: PendingAction, language: "cs" | "en"): Promise<string>;
}

const textOf = (message: UIMessage | undefined) =>
  (message?.parts ?? [])
    .map((part) => (part.type === "text" ? part.text : ""))
    .join(" ")
    .trim();

const looksCzech = (text: string) => /[ěščřžýáíéůúňťď]|\b(ano|ne|je|jsou|mám|prosím|faktur|obchod)\w*/i.test(text);
const looksEnglish = (text: string) =>
  /\b(yes|yep|yeah|no|nope|sure|please|thanks|cancel|confirm|do it|go ahead|the|is|are|my|invoices?|deals?)\b/i.test(
    text,
  );

/**
 * The language of an answer the server writes itself (a confirmed or cancelled change, a reminder): the message's
 * when it is plainly Czech or English, else the user's own (decision 184) — "ok" answers a Czech reader in Czech.
 */
export const replyLanguage = (text: string, userLanguage: Language): Language =>
  looksCzech(text) ? "cs" : looksEnglish(text) ? "en" : userLanguage;

/** A UI stream's chunks one by one (ReadableStream's own async iterator is not in every lib typing). */
async function* chunksOf<T>(stream: ReadableStream<T>): AsyncGenerator<T> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

export function createChatService(deps: ChatServiceDeps) {
  const { db } = deps;
  /** Aborted on server shutdown: every answer being generated stops, and no new one starts. */
  const shutdown = new AbortController();

  /**
   * The caller's conversation with this id. Chat ids are per user: another user's conversation with the same id
   * is another row, so to anyone else an id in use answers exactly like an unused one (issue 20).
   */
  const keyOf = (caller: Caller, id: string): ConversationKey => ({ orgId: caller.orgId, userId: caller.userId, id });

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

  async function save(key: ConversationKey, messages: UIMessage[], pendingAction: PendingAction | null) {
    const title = textOf(messages.find((m) => m.role === "user")).slice(0, 80) || "Chat";
    await chatRepository.save(db, { ...key, title, messages, pendingAction });
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
      if (shutdown.signal.aborted) throw new AppError("SERVICE_UNAVAILABLE", "The assistant is shutting down");
      const key = keyOf(caller, request.id);
      const conversation = await chatRepository.findById(db, key);
      if (conversation && conversation.size >= CHAT_CONVERSATION_MAX_LENGTH) {
        throw new AppError("BAD_REQUEST", `id: ${CHAT_MESSAGES.conversationTooLong}`);
      }
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
      const waiting = pending.success ? pending.data : null;
      await save(key, history, waiting);
      // The answer stops when its client goes away or the server shuts down.
      const stop = AbortSignal.any([signal, shutdown.signal]);

      const finish = (proposal: PendingAction | null) => async (messages: UIMessage[]) => {
        await save(key, messages, proposal).catch((error) =>
          deps.logger.error({ err: error }, "could not save the conversation"),
        );
        await chatRepository.setActiveStream(db, key, null).catch(() => {});
      };

      const lastText = textOf(history.at(-1));
      const userLanguage = await chatRepository.languageOf(db, caller.orgId, caller.userId);
      const language = replyLanguage(lastText, userLanguage);
      let stream: ReadableStream;
      // The server, not the model, decides whether a reply confirms: only a clear yes and nothing else does.
      const answer = request.trigger === "submit-message" && waiting ? confirmationOf(lastText) : "unclear";
      if (answer !== "unclear" && waiting) {
        const reply =
          answer === "yes"
            ? await Promise.resolve()
                // A confirmed change obeys the caller's role and key scope like the API (decision 130).
                .then(() => assertCanWrite(caller))
                .then(() => deps.perform(caller.orgId, waiting, language))
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
        // Anything but a clear yes or no is answered like any message — and a change still waiting stays waiting:
        // the model is told about it, and after its answer the server says what the change is and asks again.
        let proposal: PendingAction | null = null;
        const tools = deps.toolsFor({
          orgId: caller.orgId,
          userId: caller.userId,
          propose: (action) => (proposal = action),
        });
        const result = streamText({
          model: deps.model,
          system: waiting
            ? `${systemPromptFor(userLanguage)}\n\n${pendingNote(waiting)}`
            : systemPromptFor(userLanguage),
          messages: await convertToModelMessages(history, { tools, ignoreIncompleteToolCalls: true }),
          tools,
          stopWhen: stepCountIs(MAX_STEPS),
          abortSignal: stop,
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
        const modelStream = toUIMessageStream({
          stream: result.stream,
          tools,
          onError: (error) => (error instanceof Error ? error.message : "Unknown error"),
        });
        stream = createUIMessageStream({
          originalMessages: history,
          generateId: randomUUID,
          execute: async ({ writer }) => {
            let finishChunk: UIMessageChunk | undefined;
            for await (const chunk of chunksOf(modelStream)) {
              if (chunk.type === "finish") finishChunk = chunk;
              else writer.write(chunk);
            }
            const stillWaiting = waiting && !proposal && !stop.aborted ? waiting : null;
            if (stillWaiting) {
              const id = randomUUID();
              writer.write({ type: "text-start", id });
              writer.write({ type: "text-delta", id, delta: pendingReminder(stillWaiting, language) });
              writer.write({ type: "text-end", id });
            }
            // The answer that leaves a change waiting says so beside its text: the panel offers Yes/No buttons.
            if ((proposal ?? stillWaiting) && !stop.aborted) {
              const metadata: ChatMessageMetadata = { awaitsConfirmation: true };
              writer.write({ type: "message-metadata", messageMetadata: metadata });
            }
            if (finishChunk) writer.write(finishChunk);
          },
          // A new proposal replaces the waiting one; without one, the waiting one stays.
          onEnd: ({ messages }) => finish(proposal ?? waiting)(messages),
        });
      }

      pipeUIMessageStreamToResponse({
        response: res,
        stream,
        consumeSseStream: async ({ stream: sse }) => {
          const streamId = randomUUID();
          await deps.registry.publish(streamId, sse);
          await chatRepository.setActiveStream(db, key, streamId);
        },
      });
    },

    /** GET …/stream: the answer still being generated for the caller's chat, or false (204) when there is none. */
    async resume(caller: Caller, chatId: string, res: ServerResponse): Promise<boolean> {
      const conversation = await chatRepository.findById(db, keyOf(caller, chatId));
      if (!conversation?.activeStreamId) return false;
      const stream = await deps.registry.resume(conversation.activeStreamId);
      if (!stream) return false;
      res.writeHead(200, UI_MESSAGE_STREAM_HEADERS);
      for await (const chunk of stream) res.write(chunk);
      res.end();
      return true;
    },

    /** The caller's stored conversation (messages as UI parts), for reloading the panel; empty when unknown. */
    async get(caller: Caller, chatId: string): Promise<{ id: string; title: string; messages: UIMessage[] }> {
      const conversation = await chatRepository.findById(db, keyOf(caller, chatId));
      if (!conversation) return { id: chatId, title: "", messages: [] };
      return { id: conversation.id, title: conversation.title, messages: conversation.messages as UIMessage[] };
    },

    /**
     * Server shutdown: every answer being generated stops (its model call is aborted, the local model's threads
     * end), so the open responses finish and the server can close; new requests get 503.
     */
    async stop(): Promise<void> {
      shutdown.abort(new Error("The server is shutting down"));
      const model = deps.model as { close?: () => Promise<void> };
      if (typeof model === "object" && typeof model.close === "function") await model.close();
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

/** What a confirmed change is carried out through (a part of the app's Services). */
export interface ActionServices {
  contacts: Pick<ContactsService, "create">;
  deals: Pick<DealsService, "create" | "markWon" | "markLost">;
  invoices: Pick<InvoicesService, "recordPayment">;
  /** Projects (issue 26); optional so a deployment of the chat without projects still builds. */
  projects?: Pick<ProjectsService, "create" | "createTask" | "assignTask">;
}

/** The confirmed changes, carried out through the same services as the API. */
export function createActionPerformer(services: ActionServices) {
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
        const contact = await services.contacts.create(orgId, input.data);
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
        const deal = await services.deals.create(orgId, input.data);
        return cs ? `Hotovo: obchod „${deal.title}“ je založený.` : `Done: the deal "${deal.title}" is created.`;
      }
      case "createProject":
      case "createTask":
      case "assignTask":
        return performProjectAction(services, orgId, action, cs);
      case "markInvoicePaid": {
        // The invoices service's payment operation, with its checks (issued, not above what is due, not in the
        // future): a payment recorded meanwhile makes it refuse, and the user is told why.
        const invoice = await services.invoices.recordPayment(orgId, action.invoiceId, {
          amount: action.amount,
          paidOn: action.paidOn,
        });
        const paid = formatMoney(action.amount, invoice.currency, cs ? "cs-CZ" : "en-US");
        const left = formatMoney(invoice.amountDue, invoice.currency, cs ? "cs-CZ" : "en-US");
        if (invoice.amountDue > 0) {
          return cs
            ? `Hotovo: k faktuře ${invoice.invoiceNumber} je zaznamenaná platba ${paid}; zbývá uhradit ${left}.`
            : `Done: a payment of ${paid} is recorded on invoice ${invoice.invoiceNumber}; ${left} is still due.`;
        }
        return cs
          ? `Hotovo: faktura ${invoice.invoiceNumber} je zaplacená (platba ${paid}).`
          : `Done: invoice ${invoice.invoiceNumber} is paid (a payment of ${paid}).`;
      }
    }
  };
}

/** The confirmed project changes (issue 26), through the projects service with the caller who asked as the actor. */
async function performProjectAction(
  services: ActionServices,
  orgId: string,
  action: Extract<PendingAction, { kind: "createProject" | "createTask" | "assignTask" }>,
  cs: boolean,
): Promise<string> {
  const projects = services.projects;
  if (!projects) throw new Error(cs ? "projekty nejsou k dispozici" : "projects are not available");
  switch (action.kind) {
    case "createProject": {
      const input = createProjectInputSchema.safeParse({
        name: action.name,
        clientId: action.clientId,
        ownerId: action.ownerId,
        dueDate: action.dueDate,
      });
      if (!input.success) throw new Error(formatValidationIssues(input.error.issues));
      const project = await projects.create({ orgId, userId: action.ownerId }, input.data);
      return cs
        ? `Hotovo: projekt „${project.name}“ pro klienta ${project.client?.name ?? action.clientName} je založený, se sloupci To do, In progress a Done.`
        : `Done: the project "${project.name}" for ${project.client?.name ?? action.clientName} is created, with the columns To do, In progress and Done.`;
    }
    case "createTask": {
      const { task } = await projects.createTask({ orgId, userId: action.requestedBy }, action.projectId, {
        title: action.title,
        assigneeId: action.assigneeId,
        dueDate: action.dueDate,
      });
      const who = task.assignee
        ? cs
          ? ` a přiřazený: ${task.assignee.name}`
          : `, assigned to ${task.assignee.name}`
        : "";
      return cs
        ? `Hotovo: úkol „${task.title}“ je v projektu „${action.projectName}“${who}.`
        : `Done: the task "${task.title}" is in the project "${action.projectName}"${who}.`;
    }
    case "assignTask": {
      const { task } = await projects.assignTask(
        { orgId, userId: action.requestedBy },
        action.projectId,
        action.taskId,
        action.assigneeId,
      );
      return cs
        ? `Hotovo: úkol „${task.title}“ je přiřazený: ${task.assignee?.name ?? action.assigneeName}.`
        : `Done: the task "${task.title}" is assigned to ${task.assignee?.name ?? action.assigneeName}.`;
    }
  }
}
