/**
 * A minimal Chrome DevTools Protocol client for the server's inspector (node --inspect=127.0.0.1:0): forces a full
 * garbage collection and reads process.memoryUsage(), so memory can be compared without the garbage V8 lets pile
 * up between collections.
 */
export interface MemoryUsage {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export interface Inspector {
  collectGarbage(): Promise<void>;
  memoryUsage(): Promise<MemoryUsage>;
  close(): void;
}

export async function connectInspector(webSocketUrl: string): Promise<Inspector> {
  const socket = new WebSocket(webSocketUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error(`cannot connect to ${webSocketUrl}`)), { once: true });
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id === undefined) return;
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiter?.reject(new Error(message.error.message));
    else waiter?.resolve(message.result);
  });
  socket.addEventListener("close", () => {
    for (const waiter of pending.values()) waiter.reject(new Error("inspector connection closed"));
    pending.clear();
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });

  return {
    async collectGarbage() {
      await send("HeapProfiler.collectGarbage");
    },
    async memoryUsage() {
      const result = (await send("Runtime.evaluate", {
        expression: "JSON.stringify(process.memoryUsage())",
        returnByValue: true,
      })) as { result: { value: string } };
      return JSON.parse(result.result.value) as MemoryUsage;
    },
    close: () => socket.close(),
  };
}
