import type { LanguageModelV4FunctionTool } from "@ai-sdk/provider";
import { beforeAll, describe, expect, it } from "vitest";
import { asksWhereSomeoneWorks, dealClientOf, detectLanguage, totalsFocus } from "./intents";
import { decideTurn } from "./local-model";
import { crmToolDefinitions, LONG_MESSAGES, TODAY, toolResultPrompt, userPrompt } from "./test-support";

// Issue 20, item 1: one long message froze the server, the time growing with the square of its length (a 100 kB
// message took ~10 s, 900 kB over 5 minutes). The model's reading must be linear: eight times the text, about eight
// times the time, for every shape of text (runs of one character class are where a backtracking pattern retries
// from every position).

let tools: LanguageModelV4FunctionTool[];
beforeAll(async () => {
  tools = await crmToolDefinitions();
});

/**
 * Both steps of a turn: the request (step 1) and, when it calls a tool, the answer from an empty result (step 2);
 * and the readings the answers make of the request for other results.
 */
function readOnce(text: string): number {
  // CPU time, not wall time: the test machine is shared, and time spent descheduled would read as slowness.
  const started = process.cpuUsage();
  detectLanguage(text);
  dealClientOf(text);
  totalsFocus(text);
  asksWhereSomeoneWorks(text);
  const turn = decideTurn({ prompt: userPrompt(text), tools }, TODAY);
  if (turn.type === "tool-call") {
    decideTurn({ prompt: toolResultPrompt(text, turn.toolName, turn.input, {}), tools }, TODAY);
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** The best of three: the least disturbed by the machine's other work. */
const timeOf = (text: string) => Math.min(readOnce(text), readOnce(text), readOnce(text));

describe("the local model reads a long message in linear time", () => {
  it.each(Object.entries(LONG_MESSAGES))(
    "%s",
    (_shape, message) => {
      readOnce(message(5_000)); // warm-up: compiled patterns and code
      const short = timeOf(message(10_000));
      const long = timeOf(message(80_000));
      // Eight times the text: linear is 8× the time, quadratic 64×; the bound leaves room for the garbage collector,
      // whose share grows with big strings. Below 3 ms the timer's granularity dominates: the short time counts as 3.
      expect(long, `10,000 characters: ${short.toFixed(1)} ms, 80,000: ${long.toFixed(1)} ms`).toBeLessThan(
        24 * Math.max(short, 3),
      );
      expect(long).toBeLessThan(1_000);
    },
    120_000,
  );
});
