import pg from "pg";
import type { AcknowledgedWrite, WriteKind } from "./workload";

const TABLES: Record<WriteKind, string> = { contact: "contacts", deal: "deals", invoice: "invoices" };

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface WritesVerdict {
  checked: number;
  missing: AcknowledgedWrite[];
  /** Present, but at an older version than the one the server acknowledged (a lost update). */
  stale: (AcknowledgedWrite & { found: number })[];
}

/** Every write answered 2xx must be in the database, at least at the version the answer carried. */
export async function verifyWrites(url: string, writes: readonly AcknowledgedWrite[]): Promise<WritesVerdict> {
  // The newest acknowledged version per record is what must have survived.
  const latest = new Map<string, AcknowledgedWrite>();
  for (const write of writes) {
    const key = `${write.kind}:${write.id}`;
    const known = latest.get(key);
    if (!known || write.version > known.version) latest.set(key, write);
  }
  return withClient(url, async (client) => {
    const verdict: WritesVerdict = { checked: latest.size, missing: [], stale: [] };
    for (const kind of Object.keys(TABLES) as WriteKind[]) {
      const expected = [...latest.values()].filter((w) => w.kind === kind);
      if (!expected.length) continue;
      const { rows } = await client.query<{ id: string; version: number }>(
        `select id, version from ${TABLES[kind]} where id = any($1::uuid[])`,
        [expected.map((w) => w.id)],
      );
      const found = new Map(rows.map((row) => [row.id, Number(row.version)]));
      for (const write of expected) {
        const version = found.get(write.id);
        if (version === undefined) verdict.missing.push(write);
        else if (version < write.version) verdict.stale.push({ ...write, found: version });
      }
    }
    return verdict;
  });
}

export interface InvoiceInvariants {
  invoices: number;
  items: number;
  /** Each entry names one broken invariant and how many rows break it (empty when all hold). */
  violations: string[];
}

/**
 * No partial invoice: every invoice has items, its amounts add up (subtotal = Σ item totals, total = subtotal + tax,
 * item total = quantity × unit price), and the numbering has neither a number without a row nor a gap
 * (the counter of each organization and year equals its number of invoices and its highest number).
 */
export async function checkInvoiceInvariants(url: string): Promise<InvoiceInvariants> {
  return withClient(url, async (client) => {
    const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
    const invariants: [string, string][] = [
      [
        "invoices without items",
        "select count(*) as n from invoices i where not exists (select 1 from invoice_items it where it.invoice_id = i.id and it.org_id = i.org_id)",
      ],
      [
        "items without a total",
        "select count(*) as n from invoice_items where total is null or unit_price is null or quantity is null",
      ],
      [
        "items whose total is not quantity × unit price",
        "select count(*) as n from invoice_items where total <> round(quantity * unit_price, 2)",
      ],
      [
        "invoices whose subtotal is not the sum of their items",
        "select count(*) as n from invoices i where subtotal <> (select coalesce(sum(total), 0) from invoice_items it where it.invoice_id = i.id and it.org_id = i.org_id)",
      ],
      [
        "invoices whose total is not subtotal + tax",
        "select count(*) as n from invoices where total <> subtotal + tax",
      ],
      [
        "invoice counters ahead of their invoices (a number without a row)",
        `select count(*) as n from invoice_counters c where c.last_number <> (
           select count(*) from invoices i where i.org_id = c.org_id and i.invoice_number like (case when c.series = 'credit_note' then 'D' else '' end) || c.year || '-%')`,
      ],
      [
        "invoice numbers above their counter",
        `select count(*) as n from invoices i join invoice_counters c
           on c.org_id = i.org_id and i.invoice_number like (case when c.series = 'credit_note' then 'D' else '' end) || c.year || '-%'
         where split_part(i.invoice_number, '-', 2)::int > c.last_number`,
      ],
      [
        "invoices without a counter",
        `select count(*) as n from invoices i where not exists (select 1 from invoice_counters c
           where c.org_id = i.org_id and i.invoice_number like (case when c.series = 'credit_note' then 'D' else '' end) || c.year || '-%')`,
      ],
    ];
    const violations: string[] = [];
    for (const [name, sql] of invariants) {
      const n = await count(sql);
      if (n > 0) violations.push(`${name}: ${n}`);
    }
    return {
      invoices: await count("select count(*) as n from invoices"),
      items: await count("select count(*) as n from invoice_items"),
      violations,
    };
  });
}
