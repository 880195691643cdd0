import type { TextArea } from "@kancl/shared/i18n/text-areas";
import { loadTexts } from "./i18n";

/**
 * A lazy route whose texts load with its code (decision 210): React Router renders a route once its `lazy` has
 * settled, so the page's first render has its words in the language on screen (no key, no English first). A
 * failed fetch is the route's error screen, as a failed chunk is. Each feature's `routes.tsx` wraps its pages'
 * `lazy` in it with the areas the page shows.
 */
export function withTexts<T>(areas: readonly TextArea[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadTexts(...areas)]))[0];
}
