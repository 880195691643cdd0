import { createClient } from "redis";
import { createResumableStreamContext } from "resumable-stream";
import type { Logger } from "../../logger";

/**
 * Keeps the SSE stream of answers being generated, so `GET /ai/chat/{chatId}/stream` can resume one after a
 * reload or a dropped connection. In-process by default; with REDIS_URL on Redis (resumable-stream), so any app
 * server can resume an answer another one is generating.
 */
export interface StreamRegistry {
  /** Takes a copy of a new answer's SSE stream under `streamId`. */
  publish(streamId: string, sse: ReadableStream<string>): Promise<void>;
  /** The stream from its beginning while it is still being generated; null when it is finished or unknown. */
  resume(streamId: string): Promise<ReadableStream<string> | null>;
  close(): Promise<void>;
}

interface Entry {
  chunks: string[];
  done: boolean;
  listeners: Set<() => void>;
}

/** Finished streams are forgotten after this long (a late resume gets 204 and reloads the stored conversation). */
const KEEP_FINISHED_MS = 5_000;

export function createMemoryStreamRegistry(): StreamRegistry {
  const entries = new Map<string, Entry>();
  return {
    async publish(streamId, sse) {
      const entry: Entry = { chunks: [], done: false, listeners: new Set() };
      entries.set(streamId, entry);
      const notify = () => {
        for (const listener of entry.listeners) listener();
      };
      void (async () => {
        try {
          for await (const chunk of sse) {
            entry.chunks.push(chunk);
            notify();
          }
        } catch {
          // The answer failed; resumers simply see the end.
        } finally {
          entry.done = true;
          notify();
          setTimeout(() => entries.delete(streamId), KEEP_FINISHED_MS).unref();
        }
      })();
    },
    async resume(streamId) {
      const entry = entries.get(streamId);
      if (!entry || entry.done) return null;
      let sent = 0;
      let wake: (() => void) | undefined;
      return new ReadableStream<string>({
        async pull(controller) {
          while (sent >= entry.chunks.length && !entry.done) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              entry.listeners.add(resolve);
            });
            if (wake) entry.listeners.delete(wake);
          }
          if (sent < entry.chunks.length) controller.enqueue(entry.chunks[sent++] as string);
          else controller.close();
        },
        cancel() {
          if (wake) entry.listeners.delete(wake);
        },
      });
    },
    async close() {
      entries.clear();
    },
  };
}

export async function createRedisStreamRegistry(url: string, logger?: Logger): Promise<StreamRegistry> {
  const publisher = createClient({ url });
  const subscriber = createClient({ url });
  for (const client of [publisher, subscriber]) {
    client.on("error", (error) => logger?.error({ err: error }, "Redis connection error (chat streams)"));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const context = createResumableStreamContext({
    waitUntil: null,
    keyPrefix: "kancl:chat-stream",
    publisher: publisher as never,
    subscriber: subscriber as never,
  });
  return {
    async publish(streamId, sse) {
      // The returned stream is the producer's own copy; draining it keeps the producer running.
      const own = await context.createNewResumableStream(streamId, () => sse);
      if (own) void own.pipeTo(new WritableStream()).catch(() => {});
    },
    async resume(streamId) {
      return (await context.resumeExistingStream(streamId)) ?? null;
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
