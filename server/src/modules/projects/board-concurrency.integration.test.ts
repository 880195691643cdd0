import type { Board, Project } from "@kancl/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardShape, type Call, checkMoves, runMovers } from "../../../test/board-movers";
import { createContact, organizationBody, type SignedInUser, signUp } from "../../../test/factories";
import type { HttpClient } from "../../../test/http-client";
import { startTestApp, type TestApp } from "../../../test/test-app";

// Issue 26: two (here twenty) people moving cards on one board at once end with one board. Row locks only race on
// real PostgreSQL: PGlite is one connection that serializes every query.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MOVERS = 20;
const MOVES_EACH = 10;
const TASKS = 40;

const callOf =
  (http: HttpClient): Call =>
  async (method, path, body) => {
    const res = await http.request(method, path, method === "GET" ? {} : { body });
    return { status: res.status, body: res.body };
  };

describe.skipIf(!onPostgres)("board moves on PostgreSQL (skipped without TEST_DATABASE_URL)", () => {
  let app: TestApp;
  let people: SignedInUser[] = [];
  let project: Project;

  beforeAll(async () => {
    app = await startTestApp();
    const orgId = (await app.services.organizations.create("Movers")).id;
    people = await Promise.all(Array.from({ length: MOVERS }, (_, i) => signUp(app, orgId, { name: `Mover ${i}` })));
    const [first] = people;
    if (!first) throw new Error("no movers");
    const client = await createContact<{ id: string }>(first.http, organizationBody({ name: "Acme" }));
    project = (await first.http.post<Project>("/api/v1/projects", { name: "Race", clientId: client.id })).body;
    for (let i = 0; i < TASKS; i++) {
      const res = await first.http.post(`/api/v1/projects/${project.id}/tasks`, { title: `Card ${i}` });
      expect(res.status).toBe(201);
    }
  }, 120_000);
  afterAll(() => app?.close());

  it(`${MOVERS} people moving ${MOVES_EACH} cards each at once: no lost move, one final board for everyone`, async () => {
    const [first] = people;
    if (!first) throw new Error("no movers");
    const before = (await first.http.get<Board>(`/api/v1/projects/${project.id}/board`)).body;
    const outcomes = await runMovers({
      calls: people.map((p) => callOf(p.http)),
      projectId: project.id,
      movesEach: MOVES_EACH,
      seed: 2026_11_26,
    });
    expect(outcomes).toHaveLength(MOVERS * MOVES_EACH);
    const boards = await Promise.all(
      people.map(async (p) => (await p.http.get<Board>(`/api/v1/projects/${project.id}/board`)).body),
    );
    const [finalBoard] = boards;
    if (!finalBoard) throw new Error("no board");
    expect(checkMoves(outcomes, finalBoard, before.version)).toEqual([]);
    expect(new Set(boards.map(boardShape)).size).toBe(1);
    expect(finalBoard.columns.flatMap((c) => c.tasks)).toHaveLength(TASKS);
  }, 120_000);
});
