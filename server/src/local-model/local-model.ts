import { randomUUID } from "node:crypto";
import type {
  LanguageModelV4,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { businessDate } from "@kancl/shared";
import { type DecidedTurn, decideTurn, type Turn } from "./turn";
import { createWorkerTurnRunner, type TurnRunner } from "./turn-runner";

export { decideTurn, type Turn };

export interface LocalModelOptions {
  /** Today as YYYY-MM-DD, for "this month" or "next 7 days"; the business day in Prague by default. */
  today?: () => string;
  /**
   * Pause between streamed chunks; none by default (issue 43 item 3: nothing slow is computed, so the answer comes
   * at once, still as a stream of chunks a long text arrives in). Tests of aborting mid-answer pass a few ms.
   */
  chunkDelayMs?: number;
  /** Tool-call and text-part ids; unique per call, because stored conversations keep them. */
  generateId?: () => string;
  /** Where turns are decided: worker threads by default (turn-runner.ts); tests of the wording decide in process. */
  turns?: TurnRunner;
}

/** The local model, and how to stop it (server shutdown): its turns in progress end, and so do its threads. */
export type LocalModel = LanguageModelV4 & { close(): Promise<void> };

const WORDS_PER_CHUNK = 3;

/**
 * Kancl's offline assistant model: rule-based and deterministic, it understands Czech and English requests about
 * contacts, deals and invoices and behaves like a tool-calling model. Step 1 (the last message is the user's)
 * emits one tool call; the AI SDK runs the tool and calls again, and step 2 (the last message is the tool result)
 * turns the result into a short answer.
 */
export function createLocalModel(options: LocalModelOptions = {}): LocalModel {
  const today = options.today ?? businessDay();
  const chunkDelayMs = options.chunkDelayMs ?? 0;
  const generateId = options.generateId ?? randomUUID;
  const turns = options.turns ?? createWorkerTurnRunner();

  return {
    specificationVersion: "v4",
    provider: "kancl",
    modelId: "kancl-local",
    supportedUrls: {},

    async doGenerate(call) {
      throwIfAborted(call.abortSignal);
      const { turn, promptChars } = await turns.decide(call, today(), call.abortSignal);
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
        usage: usageOf(promptChars, turn),
        warnings: [],
        response: { id: `resp_${generateId()}`, modelId: "kancl-local", timestamp: new Date() },
      };
    },

    async doStream(call) {
      throwIfAborted(call.abortSignal);
      const { turn, promptChars } = await turns.decide(call, today(), call.abortSignal);
      const parts = streamPartsOf(turn, generateId, usageOf(promptChars, turn));
      return { stream: partsStream(parts, chunkDelayMs, call.abortSignal) };
    },

    close: () => turns.close(),
  };
}

function finishReasonOf(turn: Turn): LanguageModelV4FinishReason {
  return turn.type === "tool-call" ? { unified: "tool-calls", raw: "tool_calls" } : { unified: "stop", raw: "stop" };
}

/** Token counts estimated like a tokenizer would roughly count them (about four characters a token). */
function usageOf(promptChars: DecidedTurn["promptChars"], turn: Turn): LanguageModelV4Usage {
  const tokens = (chars: number) => Math.max(1, Math.ceil(chars / 4));
  const input = tokens(promptChars);
  const output = tokens(turn.type === "text" ? turn.text.length : JSON.stringify(turn.input).length);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

/** Today in the business time zone, read at most once a minute (businessDate builds a formatter each call, ~1 ms). */
function businessDay(): () => string {
  let day = "";
  let readAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = Date.now();
    if (now - readAt >= 60_000) {
      day = businessDate();
      readAt = now;
    }
    return day;
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
