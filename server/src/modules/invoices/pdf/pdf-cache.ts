/** Rendered PDFs by invoice id and version: a changed invoice gets a new key, so nothing is ever stale. */
export function createPdfCache(maxEntries = 100) {
  const entries = new Map<string, Buffer>();
  return {
    get(invoiceId: string, version: number): Buffer | undefined {
      const key = `${invoiceId}:${version}`;
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last, so the oldest is evicted first.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(invoiceId: string, version: number, pdf: Buffer) {
      entries.set(`${invoiceId}:${version}`, pdf);
      for (const key of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(key);
      }
    },
  };
}
