import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { contactsTrashSource } from "../../src/modules/contacts/contacts.trash-source";
import { createSearchService, type SearchSource } from "../../src/modules/search/search.service";
import { createTrashService } from "../../src/modules/trash/trash.service";
import type { TrashSource } from "../../src/modules/trash/trash-source";
import { useTestApp } from "../use-test-app";
import { up } from "./widgets.migration";
import { createWidgets, widgetsSearchSource, widgetsTrashSource } from "./widgets.module";

// Issue 35 item 1: a module added by its own folder and the registries' one line each. The example module (widgets)
// exists only here: its migration registers the kind with the database (audit, webhooks, sync tombstones) and its
// trash and search sources join the app's own in services built the way the composition root builds them.
describe("a module that registers itself (issue 35)", () => {
  const { app, user } = useTestApp();
  const db = () => app.database.db;

  it("joins the database's audit, webhook and sync registries with its own migration", async () => {
    await up(db());
    const orgId = user.user.orgId;
    await sql`insert into webhook_endpoints (org_id, url, events, secret)
      values (${orgId}, 'http://127.0.0.1:9/hook', '{widget.created,widget.deleted}', 'secret')`.execute(db());
    const widgets = createWidgets(db());
    const id = await widgets.create(orgId, "Sprocket");
    await widgets.remove(orgId, id);

    const audit = await sql<{ action: string; record_label: string }>`
      select action, record_label from audit_events where org_id = ${orgId} and record_id = ${id}
      order by occurred_at, id`.execute(db());
    expect(audit.rows.map((row) => row.action)).toEqual(["create", "delete"]);
    const events = await sql<{ type: string }>`
      select type from webhook_events where org_id = ${orgId} order by created_at, type`.execute(db());
    expect(events.rows.map((row) => row.type).sort()).toEqual(["widget.created", "widget.deleted"]);
    const tombstones = await sql<{ record_type: string }>`
      select record_type from sync_tombstones where org_id = ${orgId} and record_id = ${id}`.execute(db());
    expect(tombstones.rows).toEqual([{ record_type: "widget" }]);
  });

  it("refuses a tombstone of a kind nobody registered", async () => {
    await expect(
      sql`insert into sync_tombstones (org_id, record_type, record_id)
        values (${user.user.orgId}, 'gadget', gen_random_uuid())`.execute(db()),
    ).rejects.toThrow(/record_kinds|foreign key/);
  });

  it("joins the trash and the search through their source lists", async () => {
    const orgId = user.user.orgId;
    const widgets = createWidgets(db());
    await widgets.create(orgId, "Flange bolt");
    const deleted = await widgets.create(orgId, "Flange nut");
    await widgets.remove(orgId, deleted);

    const sources: TrashSource<string>[] = [widgetsTrashSource(db()), contactsTrashSource(app.services.contacts)];
    const trash = createTrashService(sources);
    const listed = (await trash.list(orgId)).items.filter((item) => item.type === "widget").map((item) => item.name);
    expect(listed).toContain("Flange nut");
    expect(listed).not.toContain("Flange bolt");
    expect(await trash.restore(orgId, deleted)).toMatchObject({ type: "widget", name: "Flange nut" });
    expect((await widgets.find(orgId, deleted))?.deleted_at).toBeNull();
    await widgets.remove(orgId, deleted);
    expect(await trash.purge(orgId, deleted)).toEqual({ type: "widget" });
    expect(await widgets.find(orgId, deleted)).toBeUndefined();

    const contacts: SearchSource<string> = { type: "contact", search: app.services.contacts.search };
    const search = createSearchService([contacts, widgetsSearchSource(db())]);
    const found = await search.search(orgId, { q: "flange", limit: 5 });
    expect(found.map((result) => [result.type, result.title])).toEqual([["widget", "Flange bolt"]]);
    expect(await search.search(orgId, { q: "flange", types: "contact", limit: 5 })).toEqual([]);
  });

  it("stays in its organization: another tenant's trash and search see none of its widgets", async () => {
    const orgId = user.user.orgId;
    const other = await app.services.organizations.create("Another organization");
    const widgets = createWidgets(db());
    await widgets.remove(orgId, await widgets.create(orgId, "Gasket"));
    await widgets.create(orgId, "Gasket ring");
    const trash = createTrashService([widgetsTrashSource(db())]);
    const search = createSearchService([widgetsSearchSource(db())]);
    expect((await trash.list(orgId)).items.map((item) => item.name)).toContain("Gasket");
    expect((await trash.list(other.id)).items).toEqual([]);
    expect(await search.search(other.id, { q: "gasket", limit: 5 })).toEqual([]);
  });
});
