import type {
  LanguageModelV4,
  LanguageModelV4FunctionTool,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
} from "@ai-sdk/provider";
import { asSchema, type FlexibleSchema } from "ai";
import { convertReadableStreamToArray } from "ai/test";
import { CRM_TOOL_INPUTS, CRM_TOOL_NAMES, type CrmToolServices, createCrmTools } from "../modules/chat/tools/crm-tools";
import type { ToolName as LocalModelToolName } from "./intents";
import { createLocalModel } from "./local-model";
import { createInProcessTurnRunner } from "./turn-runner";

/** Shared by the local model's tests: the real CRM tools' schemas, prompts as the AI SDK builds them. */

/** A Wednesday: "this week" is 16–22 November, "next week" 23–29 November. */
export const TODAY = "2026-11-18";

/** The local model deciding in process: these tests are about what it says (turn-runner.test.ts covers threads). */
export const testModel = (): LanguageModelV4 =>
  createLocalModel({
    today: () => TODAY,
    chunkDelayMs: 0,
    generateId: sequentialIds(),
    turns: createInProcessTurnRunner(),
  });

export function sequentialIds() {
  let next = 0;
  return () => `id${++next}`;
}

/** The real tools, only for their descriptions and schemas: nothing here executes them. */
export const crmTools = createCrmTools({ services: {} as CrmToolServices, orgId: "org", propose: () => {} });

export type ToolName = (typeof CRM_TOOL_NAMES)[number];

/** The compiler's check that every tool the local model calls is one of the CRM tools (and the other way round). */
export const SAME_TOOL_NAMES: [LocalModelToolName, ToolName] extends [ToolName, LocalModelToolName] ? true : never =
  true;

/** The tools as a provider receives them from streamText: name, description, JSON schema. */
export async function crmToolDefinitions(): Promise<LanguageModelV4FunctionTool[]> {
  return Promise.all(
    CRM_TOOL_NAMES.map(async (name): Promise<LanguageModelV4FunctionTool> => {
      const definition = crmTools[name] as { description?: unknown; inputSchema: FlexibleSchema<unknown> };
      return {
        type: "function",
        name,
        description: typeof definition.description === "string" ? definition.description : undefined,
        inputSchema: await asSchema(definition.inputSchema).jsonSchema,
      };
    }),
  );
}

/** Whether the real tool accepts this input (the zod schema streamText validates with). */
export function acceptsInput(name: ToolName, input: unknown): boolean {
  return CRM_TOOL_INPUTS[name].safeParse(input).success;
}

export const SYSTEM = "You are Kancl's assistant.";

export function userPrompt(text: string): LanguageModelV4Prompt {
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: [{ type: "text", text }] },
  ];
}

/** Step 2's prompt: the user's request, the model's tool call, and the tool's JSON result. */
export function toolResultPrompt(
  text: string,
  toolName: string,
  input: unknown,
  result: unknown,
): LanguageModelV4Prompt {
  return [
    ...userPrompt(text),
    { role: "assistant", content: [{ type: "tool-call", toolCallId: "call_1", toolName, input }] },
    {
      role: "tool",
      content: [
        { type: "tool-result", toolCallId: "call_1", toolName, output: { type: "json", value: result as never } },
      ],
    },
  ];
}

export async function streamParts(
  model: LanguageModelV4,
  prompt: LanguageModelV4Prompt,
  tools?: LanguageModelV4FunctionTool[],
) {
  const { stream } = await model.doStream({ prompt, tools });
  return convertReadableStreamToArray(stream) as Promise<LanguageModelV4StreamPart[]>;
}

/** The answer text of a step-2 call, through doGenerate. */
export async function answerOf(text: string, toolName: string, input: unknown, result: unknown): Promise<string> {
  const generated = await testModel().doGenerate({ prompt: toolResultPrompt(text, toolName, input, result) });
  return generated.content.map((part) => (part.type === "text" ? part.text : "")).join("");
}

/** Intl puts no-break spaces in "3 750,99 Kč"; tests compare with plain spaces for readability. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** `unit` repeated to exactly `length` characters. */
export const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const repeated = (unit: string) => (length: number) => repeatTo(unit, length);

/**
 * Long messages of many shapes, for the linear-time and event-loop tests: runs of one character class (where a
 * backtracking pattern retries from every position), one long run between two cues, separators, and real commands
 * repeated.
 */
export const LONG_MESSAGES: Record<string, (length: number) => string> = {
  letters: repeated("a"),
  digits: repeated("1"),
  "digits and dots": repeated("1."),
  "digits and dashes": repeated("1-"),
  dashes: repeated("-"),
  underscores: repeated("_"),
  "letters and dots": repeated("a."),
  "letters and digits": repeated("a1"),
  "at signs": repeated("a@"),
  "e-mails": repeated("a@b.c "),
  "digit groups": repeated("1 000 "),
  dates: repeated("31. 12. 2026 "),
  "Czech command": repeated("Označ obchod Licence jako vyhraný za 120 000 Kč "),
  "English command": repeated("mark deal Licence won for 5000 "),
  "invoice search": repeated("najdi faktury pro Acme "),
  "where someone works": repeated("kde "),
  "capitalized words": repeated("A "),
  "company suffixes": repeated("s.r.o. "),
  quotes: repeated("„a“ "),
  "Czech letters": repeated("ěščřžýáíé "),
  "one word of punctuation": (length) => `${"!".repeat(length - 1)}a`,
  "one word of dots": (length) => `a${".".repeat(length - 3)}a.`,
  "a phone cue and spaces": (length) => `vytvor kontakt tel${" ".repeat(length - 19)}x`,
  "a legal-name cue and spaces": (length) => `vytvor organizaci legal name${" ".repeat(length - 29)},`,
  "spaces between an amount and a word": (length) => `obchod za 5${" ".repeat(length - 13)}x`,
};
