/**
 * Benchmark 10: does one user's assistant traffic hold up everyone else? `GET /api/health` at a fixed rate, idle vs
 * while one signed-in user sends maximum-size chat messages (10,000 characters, the server's limit) one after the
 * other, answered by the offline local model. Interleaved rounds; medians of each side's p99 (issue 20, item 1:
 * a 100 kB message once stalled every request for ~10 s).
 *
 * `npm run bench` runs it against its PostgreSQL product server. On its own, against the current production build:
 *
 *   node --import tsx bench/chat-stall.ts [--rounds 5] [--seconds 4] [--port 4121] [--server-dist DIR]
 *
 * --server-dist runs another server build (an earlier commit's server/dist, for a before/after comparison; when its
 * migrations differ, run that commit's bench/ with this file copied in, so the seed matches its schema).
 * It seeds a database of its own (kancl_bench_chat: the same data as kancl_bench, so the assistant's tools work
 * over 10,000 contacts), runs the server pinned to core 0 and itself on core 1, and drops the database at the end.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { type LoadResult, login, median, openLoop, pinSelf, ROOT, request, sleep, startNode, waitForHttp } from "./lib";
import { ADMIN_URL, BENCH_PASSWORD, benchDatabaseUrl, seedPostgres } from "./seed";

/** Health checks a second, sent on a fixed schedule (lib.ts openLoop): well below what the server can answer. */
export const HEALTH_RPS = 200;

/** The message text: 10,000 characters, in shapes that once took the local model quadratic time. */
export const CHAT_MESSAGE_LENGTH = 10_000;
const fill = (unit: string) => unit.repeat(Math.ceil(CHAT_MESSAGE_LENGTH / unit.length)).slice(0, CHAT_MESSAGE_LENGTH);
const MESSAGES = [
  fill("a"),
  fill("1."),
  fill("a-"),
  fill("Označ obchod Licence jako vyhraný za 120 000 Kč "),
  fill("najdi faktury pro Acme "),
  fill("a@b.c "),
  `${"!".repeat(CHAT_MESSAGE_LENGTH - 1)}a`,
  fill("kde pracuje Jana "),
];

export interface ChatStallResult {
  idle: { p50: number; p99: number; rps: number };
  chatting: { p50: number; p99: number; rps: number };
  /** Chat messages answered per second while chatting, and the answers that were not 200. */
  chatsPerSecond: number;
  chatFailures: number;
  healthErrors: number;
}

/** One user's loop: a maximum-size message, its whole streamed answer, the next one, until `until`. */
async function chatLoop(base: string, cookie: string, until: () => boolean) {
  let sent = 0;
  let failed = 0;
  const started = performance.now();
  while (!until()) {
    const text = MESSAGES[sent % MESSAGES.length] as string;
    // A new conversation per message: a conversation stops at 500,000 stored characters.
    const id = `stall-${randomUUID()}`;
    const answer = await request(`${base}/api/v1/ai/chat`, {
      method: "POST",
      headers: { cookie },
      body: {
        id,
        trigger: "submit-message",
        messages: [{ id: randomUUID(), role: "user", parts: [{ type: "text", text }] }],
      },
    });
    sent++;
    if (answer.status !== 200 || answer.body.includes('"type":"error"')) failed++;
  }
  return { sent, failed, seconds: (performance.now() - started) / 1000 };
}

/** Interleaved rounds of /api/health at HEALTH_RPS, alone and with one user chatting; medians. */
export async function chatStall(options: {
  base: string;
  cookie: string;
  rounds: number;
  seconds: number;
  log?: (message: string) => void;
}): Promise<ChatStallResult> {
  const { base, cookie, rounds, seconds } = options;
  const health = () => openLoop({ url: `${base}/api/health`, rps: HEALTH_RPS, seconds });
  const chatting = async () => {
    let done = false;
    const chats = chatLoop(base, cookie, () => done);
    await sleep(200); // the loop is under way before the measurement starts
    const result = await health();
    done = true;
    return { result, chats: await chats };
  };
  await health(); // warm-up of both sides
  await chatting();
  const idleRounds: LoadResult[] = [];
  const chatRounds: LoadResult[] = [];
  let sent = 0;
  let failed = 0;
  let chatSeconds = 0;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ["idle", "chat"] : ["chat", "idle"];
    for (const side of order) {
      if (side === "idle") idleRounds.push(await health());
      else {
        const { result, chats } = await chatting();
        chatRounds.push(result);
        sent += chats.sent;
        failed += chats.failed;
        chatSeconds += chats.seconds;
      }
    }
    options.log?.(
      `round ${round + 1}: health p99 idle ${idleRounds.at(-1)?.p99.toFixed(1)} ms, chatting ${chatRounds.at(-1)?.p99.toFixed(1)} ms`,
    );
  }
  const summary = (list: LoadResult[]) => ({
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    rps: median(list.map((r) => r.rps)),
  });
  return {
    idle: summary(idleRounds),
    chatting: summary(chatRounds),
    chatsPerSecond: sent / chatSeconds,
    chatFailures: failed,
    healthErrors: [...idleRounds, ...chatRounds].reduce((sum, r) => sum + r.errors, 0),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? Number(argv[at + 1]) : fallback;
  };
  const log = (message: string) => console.error(`[chat-stall] ${message}`);
  const at = argv.indexOf("--server-dist");
  const serverDist = at >= 0 ? path.resolve(String(argv[at + 1])) : path.join(ROOT, "server/dist");
  const database = "kancl_bench_chat";
  const port = option("port", 4121);
  const base = `http://127.0.0.1:${port}`;
  pinSelf(1);
  log(`seeding ${database}`);
  const seeded = await seedPostgres(database);
  const server = startNode(
    "product",
    [path.join(serverDist, "index.js")],
    {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      DATABASE_URL: benchDatabaseUrl(database),
      SESSION_SECRET: "bench-session-secret-0123456789abcdef0123",
      ADMIN_TOKEN: "bench-admin-token-0123456789",
      AUTH_REQUESTS_PER_IP: "100000000",
      AUTH_LOGIN_FAILURES_PER_ACCOUNT: "1000",
      API_KEY_REQUESTS_PER_MINUTE: "100000000",
    },
    0,
  );
  try {
    await waitForHttp(`${base}/api/health`);
    const cookie = await login(base, seeded.large[0]?.email ?? "", BENCH_PASSWORD);
    const result = await chatStall({ base, cookie, rounds: option("rounds", 5), seconds: option("seconds", 4), log });
    log(
      `health p99 ${result.chatting.p99.toFixed(1)} ms chatting vs ${result.idle.p99.toFixed(1)} ms idle: ` +
        `${(result.chatting.p99 / result.idle.p99).toFixed(2)}× (p50 ${result.chatting.p50.toFixed(1)} vs ` +
        `${result.idle.p50.toFixed(1)} ms at ${HEALTH_RPS} requests/s); ` +
        `${result.chatsPerSecond.toFixed(1)} chat messages/s, ${result.chatFailures} failed; health errors ${result.healthErrors}`,
    );
    console.log(JSON.stringify(result));
  } finally {
    await server.stop();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
