import type { LanguageModelV4FunctionTool } from "@ai-sdk/provider";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { crmToolDefinitions, LONG_MESSAGES, TODAY, userPrompt } from "./test-support";
import {
  createInProcessTurnRunner,
  createWorkerTurnRunner,
  type TurnRunner,
  TurnRunnerClosedError,
  TurnTimeLimitError,
} from "./turn-runner";

// Issue 20, item 1: the local model's reading runs in worker threads, so the event loop that serves every request
// never waits for it, and a turn that runs too long (or is no longer wanted) is stopped by ending its thread.

let tools: LanguageModelV4FunctionTool[];
const runners: TurnRunner[] = [];
const runner = (options: Parameters<typeof createWorkerTurnRunner>[0] = {}) => {
  const created = createWorkerTurnRunner(options);
  runners.push(created);
  return created;
};
beforeAll(async () => {
  tools = await crmToolDefinitions();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.close()));
});

/** A message that takes the model seconds (2,000,000 characters of commands): only a thread's end stops it. */
const endless = () => ({ prompt: userPrompt(LONG_MESSAGES["Czech command"]?.(2_000_000) ?? ""), tools });

/** CPU time of the whole process (every thread) since `since`. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

describe("the worker turn runner", () => {
  it("decides the same turns as the model in process", async () => {
    const workers = runner();
    const inProcess = createInProcessTurnRunner();
    for (const text of ["Najdi všechny otevřené faktury", "Označ obchod Licence jako vyhraný za 900", "ahoj", ""]) {
      const call = { prompt: userPrompt(text), tools };
      expect(await workers.decide(call, TODAY)).toEqual(await inProcess.decide(call, TODAY));
    }
  }, 60_000);

  it("keeps the event loop free while a turn runs, and stops it at the time limit", async () => {
    // Well below what the message takes (1.5–3 s here): with a limit near it, a loaded machine's late timer let
    // the turn finish first.
    const workers = runner({ timeLimitMs: 600 });
    await workers.decide({ prompt: userPrompt("ahoj"), tools }, TODAY); // the thread is up
    const message = endless();
    const started = performance.now();
    const cpu = process.threadCpuUsage();
    await expect(workers.decide(message, TODAY)).rejects.toBeInstanceOf(TurnTimeLimitError);
    const used = process.threadCpuUsage(cpu);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(550);
    expect(waited).toBeLessThan(5_000);
    // This thread only copied the 2 MB message over (a few ms); the 0.6 s of reading happened elsewhere.
    expect((used.user + used.system) / 1000, "this thread's CPU time while the turn ran (ms)").toBeLessThan(200);
    // A new thread takes over.
    const next = await workers.decide({ prompt: userPrompt("ukaž obchody ve vyjednávání"), tools }, TODAY);
    expect(next.turn).toMatchObject({ type: "tool-call", toolName: "listDeals" });
  }, 60_000);

  it("ends the thread of a turn whose request was aborted", async () => {
    const workers = runner({ timeLimitMs: 60_000 });
    await workers.decide({ prompt: userPrompt("ahoj"), tools }, TODAY);
    const controller = new AbortController();
    const turn = workers.decide(endless(), TODAY, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 300));
    controller.abort();
    const aborted = performance.now();
    await expect(turn).rejects.toMatchObject({ name: "AbortError" });
    expect(performance.now() - aborted, "the caller stops waiting at once (ms)").toBeLessThan(50);
    // A thread still reading would keep a core busy; an ended one (after the 100 ms grace) uses nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const since = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(cpuMs(since), "CPU time used in the second after the abort (ms)").toBeLessThan(400);
  }, 60_000);

  it("on close, fails the turns in progress and every later one", async () => {
    const workers = runner({ workers: 1, timeLimitMs: 60_000 });
    const running = expect(workers.decide(endless(), TODAY)).rejects.toBeInstanceOf(TurnRunnerClosedError);
    const waiting = expect(workers.decide({ prompt: userPrompt("ahoj"), tools }, TODAY)).rejects.toBeInstanceOf(
      TurnRunnerClosedError,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await workers.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    await running;
    await waiting;
    await expect(workers.decide({ prompt: userPrompt("ahoj"), tools }, TODAY)).rejects.toBeInstanceOf(
      TurnRunnerClosedError,
    );
  }, 60_000);
});
