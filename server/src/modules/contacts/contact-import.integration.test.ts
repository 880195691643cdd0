import {
  CONTACT_CSV_COLUMNS,
  CONTACT_MESSAGES,
  type Contact,
  type ContactImportEvent,
  type ContactImportInspection,
  type ContactImportResult,
  CZECH_ID_MESSAGES,
} from "@kancl/shared";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { icoOf, windows1250 } from "../../../test/csv-files";
import {
  createContact,
  organizationBody,
  personBody,
  type SignedInUser,
  signUpInNewOrganization,
} from "../../../test/factories";
import { useTestApp } from "../../../test/use-test-app";

const { app, user } = useTestApp();

type Query = Record<string, string | undefined>;
const url = (path: string, query: Query = {}) => {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  return new URL(`/api/v1${path}${params.size ? `?${params}` : ""}`, app.baseUrl);
};
const upload = (path: string, body: string | Uint8Array, query: Query = {}, as: SignedInUser = user) =>
  fetch(url(path, query), {
    method: "POST",
    headers: { "content-type": "text/csv", cookie: as.http.cookieHeader, origin: app.baseUrl },
    body: typeof body === "string" ? body : Buffer.from(body),
  });
const inspect = async (body: string | Uint8Array, query: Query = {}) => {
  const res = await upload("/crm/contacts/import/inspect", body, query);
  expect(res.status).toBe(200);
  return (await res.json()) as ContactImportInspection;
};
const dryRun = async (body: string | Uint8Array, mapping: Record<string, number>, query: Query = {}, as = user) => {
  const res = await upload("/crm/contacts/import", body, { mapping: JSON.stringify(mapping), ...query }, as);
  expect(res.status).toBe(200);
  return (await res.json()) as ContactImportResult;
};
const importFile = async (body: string | Uint8Array, mapping: Record<string, number>, query: Query = {}, as = user) => {
  const res = await upload(
    "/crm/contacts/import",
    body,
    { mapping: JSON.stringify(mapping), dryRun: "false", ...query },
    as,
  );
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/x-ndjson");
  const events = (await res.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as ContactImportEvent);
  return events;
};
const contactsOf = async (as: SignedInUser = user, q?: string) =>
  (await as.http.get<{ contacts: Contact[] }>(`/api/v1/crm/contacts${q ? `?q=${encodeURIComponent(q)}` : ""}`)).body
    .contacts;

const HEADER = "Název;Obchodní firma;IČO;E-mail;Telefon;Město";
const MAPPING = { name: 0, legalName: 1, registrationNumber: 2, email: 3, phone: 4, city: 5 };

describe("reading a CSV file", () => {
  it("detects semicolons and UTF-8 with a BOM, commas without one, and Windows-1250", async () => {
    const withBom = await inspect(
      `\uFEFF${HEADER}\r\nŽluťoučký kůň;Žluťoučký kůň s.r.o.;${icoOf(1)};kun@example.cz;;Praha\r\n`,
    );
    expect(withBom).toMatchObject({ encoding: "utf-8", delimiter: ";", rowCount: 1 });
    expect(withBom.headers).toEqual(["Název", "Obchodní firma", "IČO", "E-mail", "Telefon", "Město"]);
    expect(withBom.sample[0]?.[0]).toBe("Žluťoučký kůň");

    const commas = await inspect('name,email\n"Nováková, Jana",jana@example.cz\nPetr,petr@example.cz\n');
    expect(commas).toMatchObject({ encoding: "utf-8", delimiter: ",", headers: ["name", "email"], rowCount: 2 });
    expect(commas.sample[0]).toEqual(["Nováková, Jana", "jana@example.cz"]);

    const ansi = await inspect(
      windows1250(`${HEADER}\r\nŘeznictví Čížek;Řeznictví Čížek s.r.o.;${icoOf(2)};;;Čáslav\r\n`),
    );
    expect(ansi).toMatchObject({ encoding: "windows-1250", delimiter: ";", rowCount: 1 });
    expect(ansi.sample[0]?.[0]).toBe("Řeznictví Čížek");
    expect(ansi.headers[0]).toBe("Název");
  });

  it("refuses what is not a CSV upload, with a clear message", async () => {
    const json = await fetch(url("/crm/contacts/import", { mapping: '{"name":0}' }), {
      method: "POST",
      headers: { "content-type": "application/json", cookie: user.http.cookieHeader, origin: app.baseUrl },
      body: "{}",
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ error: "Send the file as text/csv" });
    const anonymous = await fetch(url("/crm/contacts/import/inspect"), {
      method: "POST",
      headers: { "content-type": "text/csv", origin: app.baseUrl },
      body: "a;b\n",
    });
    expect(anonymous.status).toBe(401);
    const noName = await upload("/crm/contacts/import", "a;b\n1;2\n", { mapping: '{"email":1}' });
    expect(noName.status).toBe(400);
    expect(((await noName.json()) as { error: string }).error).toBe("mapping: Map a column to Name");
    const badMapping = await upload("/crm/contacts/import", "a;b\n", { mapping: "{name" });
    expect(badMapping.status).toBe(400);
    expect(((await badMapping.json()) as { error: string }).error).toMatch(/^mapping: /);
    const broken = await upload("/crm/contacts/import", 'a;b\n"unclosed;2\n', { mapping: '{"name":0}' });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toMatch(/^file: The file is not valid CSV/);
    expect((await upload("/crm/contacts/import/inspect", "")).status).toBe(400);
  });
});

describe("importing contacts", () => {
  it("dry run: says per row what would be created, updated or skipped, with the forms' messages, and writes nothing", async () => {
    const existing = await createContact(
      user.http,
      organizationBody({
        name: "Stará firma",
        legalName: "Stará firma s.r.o.",
        registrationNumber: icoOf(10),
        phone: "111",
      }),
    );
    const byEmail = await createContact(
      user.http,
      organizationBody({ name: "Mailová", legalName: "Mailová a.s.", email: "info@mailova.cz" }),
    );
    const unchanged = await createContact(
      user.http,
      organizationBody({ name: "Beze změny", legalName: "Beze změny s.r.o.", registrationNumber: icoOf(11) }),
    );
    const file = [
      HEADER,
      `Nová firma;Nová firma s.r.o.;${icoOf(12)};nova@example.cz;;Brno`, // 2 create
      `Stará firma;Stará firma s.r.o.;${icoOf(10)};;222;`, // 3 update by IČO (phone)
      `Mailová;Mailová a.s.;;INFO@mailova.cz;;Ostrava`, // 4 update by e-mail (city)
      `Beze změny;Beze změny s.r.o.;${icoOf(11)};;;`, // 5 skip: nothing new
      `Nová firma znovu;Nová s.r.o.;${icoOf(12)};;;`, // 6 skip: duplicate of row 2
      `Špatné IČO;Špatné s.r.o.;12345678;;;`, // 7 error: IČO
      `;Bez názvu s.r.o.;;spatny-email;;`, // 8 errors: name, email
    ].join("\r\n");
    const before = (await contactsOf()).length;
    const result = await dryRun(file, MAPPING);
    expect(result.summary).toEqual({ rows: 7, create: 1, update: 2, skip: 2, error: 2 });
    expect(result.rows.map((r) => [r.row, r.action])).toEqual([
      [2, "create"],
      [3, "update"],
      [4, "update"],
      [5, "skip"],
      [6, "skip"],
      [7, "error"],
      [8, "error"],
    ]);
    expect(result.rows[1]).toMatchObject({ contactId: existing.id, name: "Stará firma" });
    expect(result.rows[2]).toMatchObject({ contactId: byEmail.id });
    expect(result.rows[3]).toMatchObject({ contactId: unchanged.id, note: 'Matches "Beze změny"; nothing to change' });
    expect(result.rows[4]?.note).toBe("Duplicate of row 2 in this file");
    expect(result.rows[5]?.errors).toEqual([{ field: "registrationNumber", message: CZECH_ID_MESSAGES.icoOfContact }]);
    expect(result.rows[6]?.errors).toEqual(
      expect.arrayContaining([
        { field: "name", message: CONTACT_MESSAGES.nameRequired },
        { field: "email", message: CONTACT_MESSAGES.invalidEmail },
      ]),
    );
    expect((await contactsOf()).length).toBe(before);

    // With onMatch=skip, matches are kept as they are.
    const keep = await dryRun(file, MAPPING, { onMatch: "skip" });
    expect(keep.summary).toEqual({ rows: 7, create: 1, update: 0, skip: 4, error: 2 });

    // The real run does what the dry run said, in one transaction, and reports progress.
    const events = await importFile(file, MAPPING);
    const done = events.at(-1);
    expect(done?.type).toBe("done");
    expect(done && done.type === "done" && done.summary).toEqual(result.summary);
    expect(events.filter((e) => e.type === "progress").at(-1)).toEqual({ type: "progress", processed: 7 });
    expect((await contactsOf()).length).toBe(before + 1);
    const updated = await user.http.get<Contact>(`/api/v1/crm/contacts/${existing.id}`);
    expect(updated.body).toMatchObject({ phone: "222", legalName: "Stará firma s.r.o.", version: 2 });
    const mailova = await user.http.get<Contact>(`/api/v1/crm/contacts/${byEmail.id}`);
    expect(mailova.body.address).toMatchObject({ city: "Ostrava" });
    const created = (await contactsOf(user, "Nová firma"))[0];
    expect(created).toMatchObject({ name: "Nová firma", registrationNumber: icoOf(12), address: { city: "Brno" } });
  });

  it("imports persons and a type column, and matches only the caller's own organization", async () => {
    const outsider = await signUpInNewOrganization(app);
    await createContact(outsider.http, personBody({ name: "Cizí Jana", email: "jana@cizi.cz" }));
    const file = "Typ;Jméno;E-mail;Pozice\nosoba;Jana Nová;jana@cizi.cz;Účetní\norganizace;Firma bez firmy;;\n";
    const result = await dryRun(file, { type: 0, name: 1, email: 2, position: 3 });
    expect(result.rows.map((r) => r.action)).toEqual(["create", "error"]);
    expect(result.rows[1]?.errors).toEqual([{ field: "legalName", message: CONTACT_MESSAGES.legalNameRequired }]);
    const events = await importFile(file, { type: 0, name: 1, email: 2, position: 3 });
    expect(events.at(-1)).toMatchObject({ type: "done", summary: { create: 1, error: 1 } });
    expect((await contactsOf(user, "Jana Nová"))[0]).toMatchObject({ type: "person", position: "Účetní" });
    expect((await contactsOf(outsider)).map((c) => c.name)).toEqual(["Cizí Jana"]);
  });

  it("imports 10,000 rows from Windows-1250 in batches of 250, with progress after each", async () => {
    const lines = ["Název;Obchodní firma;IČO;Město"];
    for (let i = 0; i < 10_000; i++)
      lines.push(`Účetní firma ${i};Účetní firma ${i} s.r.o.;${icoOf(100_000 + i)};Říčany`);
    const bytes = windows1250(lines.join("\r\n"));
    const mapping = { name: 0, legalName: 1, registrationNumber: 2, city: 3 };
    const dry = await dryRun(bytes, mapping);
    expect(dry).toMatchObject({ encoding: "windows-1250", summary: { rows: 10_000, create: 10_000, error: 0 } });
    const events = await importFile(bytes, mapping);
    const progress = events.filter((e) => e.type === "progress");
    expect(progress).toHaveLength(40);
    expect(events.at(-1)).toMatchObject({ type: "done", summary: { rows: 10_000, create: 10_000 } });
    const { count } = await app.database.db
      .selectFrom("contacts")
      .select(({ fn }) => fn.countAll<number>().as("count"))
      .where("org_id", "=", user.user.orgId)
      .where("name", "like", "Účetní firma %")
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(10_000);
    // Imported again: every row matches its contact by IČO and has nothing new.
    const again = await dryRun(bytes, mapping);
    expect(again.summary).toMatchObject({ create: 0, skip: 10_000 });
  }, 120_000);
});

describe("exporting lists as CSV", () => {
  it("exports the contact list as filtered, for Czech Excel, and the import reads it back", async () => {
    const exporter = await signUpInNewOrganization(app);
    await createContact(
      exporter.http,
      organizationBody({
        name: "=Vzorec a.s.",
        legalName: "Vzorec a.s.",
        registrationNumber: icoOf(50),
        address: { street: "Dlouhá 1", city: "Plzeň" },
      }),
    );
    await createContact(
      exporter.http,
      personBody({ name: "Eva Exportní", email: "eva@example.cz", position: "Ředitelka" }),
    );
    const all = await exporter.http.get<string>("/api/v1/crm/contacts/export.csv");
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(all.headers.get("content-disposition")).toMatch(/^attachment; filename="kontakty-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = await fetch(url("/crm/contacts/export.csv"), { headers: { cookie: exporter.http.cookieHeader } });
    expect([...new Uint8Array(await bytes.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(all.text, { bom: true, delimiter: ";" }) as string[][];
    expect(rows[0]).toEqual([...CONTACT_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ["organizace", "'=Vzorec a.s.", ""],
      ["osoba", "Eva Exportní", "eva@example.cz"],
    ]);
    expect(rows[1]?.slice(5, 10)).toEqual(["Vzorec a.s.", icoOf(50), "", "Dlouhá 1", "Plzeň"]);
    const people = await exporter.http.get<string>("/api/v1/crm/contacts/export.csv?type=person");
    expect((parse(people.text, { bom: true, delimiter: ";" }) as string[][]).length).toBe(2);
    const bad = await exporter.http.get<{ error: string }>("/api/v1/crm/contacts/export.csv?type=robot");
    expect(bad.status).toBe(400);

    // The export's own headers and types map back: nothing new to import.
    const inspection = await inspect(all.text);
    expect(inspection.headers).toEqual([...CONTACT_CSV_COLUMNS]);
    const back = await dryRun(
      all.text,
      { type: 0, name: 1, email: 2, position: 4, legalName: 5, registrationNumber: 6 },
      {},
      exporter,
    );
    expect(back.rows.map((r) => r.action)).toEqual(["skip", "skip"]);
  });

  it("exports the deal list as filtered, with decimal commas", async () => {
    const seller = await signUpInNewOrganization(app);
    const client = await createContact(seller.http, organizationBody({ name: "Klient", legalName: "Klient s.r.o." }));
    await seller.http.post("/api/v1/crm/deals", {
      title: "Velká zakázka",
      status: "negotiation",
      currency: "CZK",
      estimatedValue: 1234567.5,
      billingContactId: client.id,
    });
    const lost = await seller.http.post<{ id: string }>("/api/v1/crm/deals", { title: "Ztracená", status: "lost" });
    expect(lost.status).toBe(201);
    const res = await seller.http.get<string>("/api/v1/crm/deals/export.csv?status=negotiation");
    expect(res.status).toBe(200);
    const rows = parse(res.text, { bom: true, delimiter: ";" }) as string[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(0, 6)).toEqual(["Velká zakázka", "Vyjednávání", "Klient", "CZK", "1234567,50", ""]);
    const none = await seller.http.get<string>("/api/v1/crm/deals/export.csv?q=nic");
    expect(parse(none.text, { bom: true, delimiter: ";" })).toHaveLength(1);
    const outsider = await signUpInNewOrganization(app);
    const theirs = await outsider.http.get<string>("/api/v1/crm/deals/export.csv");
    expect(theirs.text).not.toContain("Velká zakázka");
  });
});
