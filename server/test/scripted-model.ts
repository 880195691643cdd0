import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { MockLanguageModelV4 } from "ai/test";

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/**
 * A stand-in for a real model in tests of the chat route: step 1 calls the tool `toolCall(userText)` names,
 * step 2 (after the tool result) answers with `answer(toolResult)`.
 */
export function scriptedModel(script: {
  toolCall(userText: string): { toolName: string; input: unknown } | { text: string };
  answer(toolOutput: unknown): string;
}) {
  return new MockLanguageModelV4({
    doStream: async (options: LanguageModelV4CallOptions) => {
      const last = options.prompt.at(-1);
      let parts: LanguageModelV4StreamPart[];
      if (last?.role === "tool") {
        const result = last.content.find((part) => part.type === "tool-result");
        const output = result && "output" in result ? (result.output as { value?: unknown }).value : undefined;
        parts = textParts(script.answer(output));
      } else {
        const userText =
          last?.role === "user" ? last.content.map((p) => (p.type === "text" ? p.text : "")).join(" ") : "";
        const step = script.toolCall(userText);
        parts =
          "text" in step
            ? textParts(step.text)
            : [
                { type: "tool-call", toolCallId: "call-1", toolName: step.toolName, input: JSON.stringify(step.input) },
                { type: "finish", finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage },
              ];
      }
      return {
        stream: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  });
}

function textParts(text: string): LanguageModelV4StreamPart[] {
  return [
    { type: "text-start", id: "t1" },
    ...text.split(/(?<= )/).map((delta) => ({ type: "text-delta" as const, id: "t1", delta })),
    { type: "text-end", id: "t1" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
  ];
}
