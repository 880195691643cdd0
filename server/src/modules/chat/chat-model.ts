import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Env } from "../../env";
import { createLocalModel } from "../../local-model/local-model";

export type AiSettings = Pick<Env, "AI_PROVIDER" | "AI_MODEL" | "AI_API_KEY" | "AI_BASE_URL">;

/**
 * The assistant's model, chosen by AI_PROVIDER. `local` (the default) is Kancl's own offline model: no key, no
 * network. The others need AI_API_KEY (and AI_BASE_URL for an OpenAI-compatible server such as Ollama or vLLM).
 */
export function chatModelFromSettings(settings: AiSettings): LanguageModel {
  switch (settings.AI_PROVIDER) {
    case "openai":
      return createOpenAI({ apiKey: settings.AI_API_KEY, baseURL: settings.AI_BASE_URL }).chat(
        settings.AI_MODEL ?? "gpt-4o-mini",
      );
    case "anthropic":
      return createAnthropic({ apiKey: settings.AI_API_KEY, baseURL: settings.AI_BASE_URL })(
        settings.AI_MODEL ?? "claude-sonnet-4-5",
      );
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: settings.AI_BASE_URL ?? "http://localhost:11434/v1",
        apiKey: settings.AI_API_KEY,
      })(settings.AI_MODEL ?? "llama3.1");
    default:
      return createLocalModel();
  }
}
