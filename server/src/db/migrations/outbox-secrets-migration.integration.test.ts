import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../database";
import { migrations } from "./index";

// Migration 2026-11-29-10 over messages stored before it (decision 142): their reset and invitation tokens are
// redacted, so no message of the outbox shows a live link from then on; other messages stay as they were.
let handle: DatabaseHandle;
const migrator = () =>
  new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: "public" });
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";

beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite", dataDir: undefined });
  const before = await migrator().migrateTo("2026-11-27-80-invoice-search-prefix");
  expect(before.error).toBeUndefined();
});
afterAll(() => handle?.close());

describe("migration 2026-11-29-10-outbox-sealed-bodies", () => {
  it("redacts the tokens of reset and invitation mails stored before it, and leaves other mail alone", async () => {
    const db = handle.db;
    const org = "00000000-0000-4000-8000-00000000000a";
    await sql`insert into organizations (id, name) values (${org}, 'Org')`.execute(db);
    const insert = (subject: string, text: string, html: string | null) =>
      sql`insert into mail_outbox (org_id, to_address, subject, text_body, html_body, status)
        values (${org}, 'jana@firma.cz', ${subject}, ${text}, ${html}, 'sent')`.execute(db);
    expect(TOKEN).toHaveLength(43);
    await insert(
      "Reset",
      `Open https://kancl.test/reset-password#token=${TOKEN}\n`,
      `<a href="https://kancl.test/reset-password#token=${TOKEN}">x</a>`,
    );
    await insert("Invite", `Open https://kancl.test/invite/${TOKEN}\n`, null);
    await insert("Changed", "Your password was changed.", null);

    expect((await migrator().migrateToLatest()).error).toBeUndefined();

    const rows = await sql<{ subject: string; text_body: string; html_body: string | null; redacted: boolean }>`
      select subject, text_body, html_body, redacted, sealed_body from mail_outbox order by subject`.execute(db);
    expect(rows.rows).toEqual([
      {
        subject: "Changed",
        text_body: "Your password was changed.",
        html_body: null,
        redacted: false,
        sealed_body: null,
      },
      {
        subject: "Invite",
        text_body: "Open https://kancl.test/invite/[redacted]\n",
        html_body: null,
        redacted: true,
        sealed_body: null,
      },
      {
        subject: "Reset",
        text_body: "Open https://kancl.test/reset-password#token=[redacted]\n",
        html_body: '<a href="https://kancl.test/reset-password#token=[redacted]">x</a>',
        redacted: true,
        sealed_body: null,
      },
    ]);
  });
});
