import { randomUUID } from "node:crypto";
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4FunctionTool,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4ToolResultPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { businessDate } from "@kancl/shared";
import { renderToolFailure, renderToolResult } from "./answers";
import { detectLanguage, parseRequest } from "./intents";
import type { Language } from "./numbers-and-dates";
import { renderReply, toolUnavailable } from "./replies";

export interface LocalModelOptions {
  /** Today as YYYY-MM-DD, for "this month" or "next 7 days"; the business day in Prague by default. */
  today?: () => string;
  /**
   * Pause between streamed chunks. A remote model's answer arrives word by word; a short pause makes the panel
   * behave the same way (typing indicator, abort mid-answer). Tests pass 0.
   */
  chunkDelayMs?: number;
  /** Tool-call and text-part ids; unique per call, because stored conversations keep them. */
  generateId?: () => string;
}

/** One model turn: either call a tool, or say something. */
export type Turn =
  | { type: "tool-call"; toolName: string; input: Record<string, unknown> }
  | { type: "text"; text: string };

const WORDS_PER_CHUNK = 3;

/**
 * Kancl's offline assistant model: rule-based and deterministic, it understands Czech and English requests about
 * contacts, deals and invoices and behaves like a tool-calling model. Step 1 (the last message is the user's)
 * emits one tool call; the AI SDK runs the tool and calls again, and step 2 (the last message is the tool result)
 * turns the result into a short answer.
 */
export function createLocalModel(options: LocalModelOptions = {}): LanguageModelV4 {
  const today = options.today ?? (() => businessDate());
  const chunkDelayMs = options.chunkDelayMs ?? 15;
  const generateId = options.generateId ?? randomUUID;

  return {
    specificationVersion: "v4",
    provider: "kancl",
    modelId: "kancl-local",
    supportedUrls: {},

    async doGenerate(call) {
      throwIfAborted(call.abortSignal);
      const turn = decideTurn(call, today());
      const content: LanguageModelV4Content[] =
        turn.type === "text"
          ? [{ type: "text", text: turn.text }]
          : [
              {
                type: "tool-call",
                toolCallId: `call_${generateId()}`,
                toolName: turn.toolName,
                input: JSON.stringify(turn.input),
              },
            ];
      return {
        content,
        finishReason: finishReasonOf(turn),
        usage: usageOf(call.prompt, turn),
        warnings: [],
        response: { id: `resp_${generateId()}`, modelId: "kancl-local", timestamp: new Date() },
      };
    },

    async doStream(call) {
      throwIfAborted(call.abortSignal);
      const turn = decideTurn(call, today());
      const parts = streamPartsOf(turn, generateId, usageOf(call.prompt, turn));
      return { stream: partsStream(parts, chunkDelayMs, call.abortSignal) };
    },
  };
}

/** Decides what the model does for one call: the whole "intelligence", without any streaming concerns. */
export function decideTurn(call: LanguageModelV4CallOptions, today: string): Turn {
  const userText = lastUserText(call.prompt);
  const language = detectLanguage(userText);
  const last = call.prompt.at(-1);

  if (last?.role === "tool") {
    const answers = last.content
      .filter((part): part is LanguageModelV4ToolResultPart => part.type === "tool-result")
      .map((part) => answerToolResult(part, call.prompt, language, userText));
    if (answers.length) return { type: "text", text: answers.join("\n\n") };
    // A tool message without results (an approval response): never call a tool again from it, which could loop.
    return { type: "text", text: renderReply({ type: "help", asked: false }, language) };
  }

  const intent = parseRequest(userText, { today, language });
  if (intent.kind === "reply") return { type: "text", text: renderReply(intent.reply, language) };
  const offered = offeredTool(call, intent.toolName);
  if (!offered) return { type: "text", text: toolUnavailable(language) };
  return { type: "tool-call", toolName: intent.toolName, input: fitToSchema(intent.input, offered) };
}

function answerToolResult(
  part: LanguageModelV4ToolResultPart,
  prompt: LanguageModelV4Prompt,
  language: Language,
  userText: string,
): string {
  const output = part.output;
  switch (output.type) {
    case "json":
      return renderToolResult(part.toolName, output.value, {
        language,
        userText,
        input: toolCallInput(prompt, part.toolCallId),
      });
    case "text":
      return output.value;
    case "error-text":
      return renderToolFailure("error", output.value, language);
    case "error-json":
      return renderToolFailure("error", JSON.stringify(output.value), language);
    case "execution-denied":
      return renderToolFailure("denied", output.reason ?? "", language);
    case "content":
      return output.value.map((item) => (item.type === "text" ? item.text : "")).join("\n");
  }
}

function lastUserText(prompt: LanguageModelV4Prompt): string {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role === "user") {
      return message.content
        .map((part) => (part.type === "text" ? part.text : ""))
        .join(" ")
        .trim();
    }
  }
  return "";
}

/** The input this model gave the tool call a result answers (the search query, the invoice filter). */
function toolCallInput(prompt: LanguageModelV4Prompt, toolCallId: string): Record<string, unknown> {
  for (const message of prompt) {
    if (message.role !== "assistant") continue;
    for (const part of message.content) {
      if (part.type === "tool-call" && part.toolCallId === toolCallId) {
        const input = typeof part.input === "string" ? safeJson(part.input) : part.input;
        return input && typeof input === "object" ? (input as Record<string, unknown>) : {};
      }
    }
  }
  return {};
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Only tools offered in this call may be called; toolChoice "none" offers none. */
function offeredTool(call: LanguageModelV4CallOptions, name: string): LanguageModelV4FunctionTool | undefined {
  if (call.toolChoice?.type === "none") return undefined;
  return call.tools?.find((t): t is LanguageModelV4FunctionTool => t.type === "function" && t.name === name);
}

/** Drops arguments the offered tool does not declare, so a narrower tool definition still gets valid input. */
function fitToSchema(input: Record<string, unknown>, offered: LanguageModelV4FunctionTool): Record<string, unknown> {
  const properties = (offered.inputSchema as { properties?: Record<string, unknown> }).properties;
  if (!properties || typeof properties !== "object") return input;
  return Object.fromEntries(Object.entries(input).filter(([key]) => key in properties));
}

function finishReasonOf(turn: Turn): LanguageModelV4FinishReason {
  return turn.type === "tool-call" ? { unified: "tool-calls", raw: "tool_calls" } : { unified: "stop", raw: "stop" };
}

/** Token counts estimated like a tokenizer would roughly count them (about four characters a token). */
function usageOf(prompt: LanguageModelV4Prompt, turn: Turn): LanguageModelV4Usage {
  const tokens = (chars: number) => Math.max(1, Math.ceil(chars / 4));
  const input = tokens(JSON.stringify(prompt).length);
  const output = tokens(turn.type === "text" ? turn.text.length : JSON.stringify(turn.input).length);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

/** The stream parts a real provider sends for the same turn. */
export function streamPartsOf(
  turn: Turn,
  generateId: () => string,
  usage: LanguageModelV4Usage,
): LanguageModelV4StreamPart[] {
  const parts: LanguageModelV4StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "response-metadata", id: `resp_${generateId()}`, modelId: "kancl-local", timestamp: new Date() },
  ];
  if (turn.type === "tool-call") {
    const id = `call_${generateId()}`;
    const input = JSON.stringify(turn.input);
    parts.push({ type: "tool-input-start", id, toolName: turn.toolName });
    for (const delta of input.match(/.{1,24}/gs) ?? []) parts.push({ type: "tool-input-delta", id, delta });
    parts.push({ type: "tool-input-end", id });
    parts.push({ type: "tool-call", toolCallId: id, toolName: turn.toolName, input });
  } else {
    const id = `txt_${generateId()}`;
    parts.push({ type: "text-start", id });
    for (const delta of textChunks(turn.text)) parts.push({ type: "text-delta", id, delta });
    parts.push({ type: "text-end", id });
  }
  parts.push({ type: "finish", finishReason: finishReasonOf(turn), usage });
  return parts;
}

/** Groups of a few words, each with the whitespace after it, so the chunks join back to the exact text. */
export function textChunks(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [text];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_CHUNK) chunks.push(words.slice(i, i + WORDS_PER_CHUNK).join(""));
  return chunks;
}

function partsStream(
  parts: LanguageModelV4StreamPart[],
  delayMs: number,
  signal: AbortSignal | undefined,
): ReadableStream<LanguageModelV4StreamPart> {
  let next = 0;
  return new ReadableStream<LanguageModelV4StreamPart>({
    async pull(controller) {
      try {
        // Pause only between text and tool-input chunks, as a remote model does; the framing parts come at once.
        const part = parts[next];
        if (delayMs > 0 && next > 0 && (part?.type === "text-delta" || part?.type === "tool-input-delta")) {
          await sleep(delayMs, signal);
        }
        throwIfAborted(signal);
      } catch (error) {
        controller.error(error);
        return;
      }
      const part = parts[next++];
      if (part) controller.enqueue(part);
      if (next >= parts.length) controller.close();
    },
  });
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("This operation was aborted", "AbortError");
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortReason(signal);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
