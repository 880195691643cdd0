/** A fixed-window counter. The memory store serves one process; the Redis store is shared by every app server. */
export interface RateLimitStore {
  /** Adds one hit and returns the window's count and when it resets (epoch ms). */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window's count, without adding a hit. */
  get(key: string): Promise<WindowCount | null>;
  /**
   * Takes back one hit of the current window (an attempt counted before it was known to be harmless, e.g. a
   * login that turned out to be the right password). Never below zero, never starts a window.
   */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface WindowCount {
  count: number;
  resetAt: number;
}

/** Keeps at most this many windows; the oldest are swept first, so memory stays bounded under attack. */
const MAX_KEYS = 100_000;

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, WindowCount>();

  const current = (key: string): WindowCount | null => {
    const window = windows.get(key);
    if (!window) return null;
    if (window.resetAt <= now()) {
      windows.delete(key);
      return null;
    }
    return window;
  };

  const sweep = () => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    // Still too many live windows: drop the oldest (Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  };

  return {
    async increment(key, windowMs) {
      const window = current(key);
      if (window) {
        window.count += 1;
        return { ...window };
      }
      if (windows.size >= MAX_KEYS) sweep();
      const fresh = { count: 1, resetAt: now() + windowMs };
      windows.set(key, fresh);
      return { ...fresh };
    },
    async get(key) {
      const window = current(key);
      return window ? { ...window } : null;
    },
    async release(key) {
      const window = current(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
