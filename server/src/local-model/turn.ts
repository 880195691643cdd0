import type {
  LanguageModelV4CallOptions,
  LanguageModelV4FunctionTool,
  LanguageModelV4Message,
  LanguageModelV4Prompt,
  LanguageModelV4TextPart,
  LanguageModelV4ToolCallPart,
  LanguageModelV4ToolResultPart,
} from "@ai-sdk/provider";
import { renderToolFailure, renderToolResult } from "./answers";
import { PENDING_NOTE_START, userLanguageOf } from "./confirmation";
import { withFollowUp } from "./follow-up";
import { detectLanguage, type Intent, parseRequest, type Reply } from "./intents";
import type { Language } from "./numbers-and-dates";
import { renderReply, toolUnavailable } from "./replies";
import { TOOL_NAME_MAX_LENGTH } from "./tool-limits";

/**
 * What the local model decides in one call, apart from any streaming: pure and synchronous, so it can run in a
 * worker thread (turn-worker.ts) and be stopped there when it takes too long.
 */

/** One model turn: either call a tool, or say something. */
export type Turn =
  | { type: "tool-call"; toolName: string; input: Record<string, unknown> }
  | { type: "text"; text: string };

/** The parts of a call a turn is decided from: plain data, so it can be posted to a worker. */
export type TurnCall = Pick<LanguageModelV4CallOptions, "prompt" | "tools" | "toolChoice">;

/** A decided turn, and the size of the prompt it read (for the usage the model reports). */
export interface DecidedTurn {
  turn: Turn;
  promptChars: number;
}

/**
 * The call reduced to what decideTurn reads: the system text, the users' text, the model's tool calls and the tool
 * results. Files and provider options stay behind: they are not needed, and some (URLs) cannot cross to a worker.
 */
export function turnCallOf(call: TurnCall): TurnCall {
  const prompt = call.prompt.map((message): LanguageModelV4Message => {
    switch (message.role) {
      case "system":
        return { role: "system", content: message.content };
      case "user":
        return {
          role: "user",
          content: message.content.flatMap((part) => (part.type === "text" ? [{ type: "text", text: part.text }] : [])),
        };
      case "assistant":
        return {
          role: "assistant",
          content: message.content.flatMap((part): (LanguageModelV4TextPart | LanguageModelV4ToolCallPart)[] =>
            part.type === "text"
              ? [{ type: "text", text: part.text }]
              : part.type === "tool-call"
                ? [{ type: "tool-call", toolCallId: part.toolCallId, toolName: part.toolName, input: part.input }]
                : [],
          ),
        };
      default: // "tool"
        return {
          role: "tool",
          content: message.content.flatMap((part): LanguageModelV4ToolResultPart[] =>
            part.type === "tool-result"
              ? [{ type: "tool-result", toolCallId: part.toolCallId, toolName: part.toolName, output: part.output }]
              : [],
          ),
        };
    }
  });
  const tools = call.tools?.flatMap((tool): LanguageModelV4FunctionTool[] =>
    tool.type === "function" ? [{ type: "function", name: tool.name, inputSchema: tool.inputSchema }] : [],
  );
  return { prompt, tools, toolChoice: call.toolChoice };
}

/** decideTurn with the prompt's size: what the worker answers. */
export function decide(call: TurnCall, today: string): DecidedTurn {
  return { turn: decideTurn(call, today), promptChars: JSON.stringify(call.prompt).length };
}

/** Decides what the model does for one call: the whole "intelligence", without any streaming concerns. */
export function decideTurn(call: TurnCall, today: string): Turn {
  // A follow-up ("a kolik z toho je po splatnosti?") is read with the user's question before it.
  const userText = withFollowUp(lastUserText(call.prompt), previousUserText(call.prompt));
  const language = detectLanguage(userText, userLanguageOfPrompt(call.prompt) ?? "cs");
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
  if (namesTooLong(intent)) {
    return { type: "text", text: renderReply({ type: "nameTooLong", limit: TOOL_NAME_MAX_LENGTH }, language) };
  }
  if (intent.kind === "reply") {
    // While a change waits (the chat service says so in the system prompt and asks again after this answer), a
    // message the model does not understand — "ok, but what exactly changes?" — gets no list of examples.
    const unanswered =
      (intent.reply.type === "help" && !intent.reply.asked) || intent.reply.type === "nothingToConfirm";
    if (unanswered && changeWaiting(call)) return { type: "text", text: renderReply({ type: "notDoneYet" }, language) };
    return { type: "text", text: renderReply(intent.reply, language) };
  }
  const offered = offeredTool(call, intent.toolName);
  if (!offered) return { type: "text", text: toolUnavailable(language) };
  return { type: "tool-call", toolName: intent.toolName, input: fitToSchema(intent.input, offered) };
}

/** The user's language the chat service names in the system prompt (decision 184), if it does. */
function userLanguageOfPrompt(prompt: LanguageModelV4Prompt): Language | undefined {
  for (const message of prompt) {
    if (message.role === "system") {
      const language = userLanguageOf(message.content);
      if (language) return language;
    }
  }
  return undefined;
}

function changeWaiting(call: TurnCall): boolean {
  return call.prompt.some((message) => message.role === "system" && message.content.includes(PENDING_NOTE_START));
}

/** A name or query the tools would refuse as too long (or a reply that would repeat one). */
function namesTooLong(intent: Intent): boolean {
  const values: unknown[] =
    intent.kind === "tool"
      ? Object.values(intent.input)
      : Object.values(intent.reply as Reply & Record<string, unknown>);
  return values.some((value) => typeof value === "string" && value.length > TOOL_NAME_MAX_LENGTH);
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

/** The user's message before the last one, if any. */
function previousUserText(prompt: LanguageModelV4Prompt): string | undefined {
  let seen = 0;
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role === "user" && ++seen === 2) {
      return message.content
        .map((part) => (part.type === "text" ? part.text : ""))
        .join(" ")
        .trim();
    }
  }
  return undefined;
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
function offeredTool(call: TurnCall, name: string): LanguageModelV4FunctionTool | undefined {
  if (call.toolChoice?.type === "none") return undefined;
  return call.tools?.find((t): t is LanguageModelV4FunctionTool => t.type === "function" && t.name === name);
}

/** Drops arguments the offered tool does not declare, so a narrower tool definition still gets valid input. */
function fitToSchema(input: Record<string, unknown>, offered: LanguageModelV4FunctionTool): Record<string, unknown> {
  const properties = (offered.inputSchema as { properties?: Record<string, unknown> }).properties;
  if (!properties || typeof properties !== "object") return input;
  return Object.fromEntries(Object.entries(input).filter(([key]) => key in properties));
}
