#!/usr/bin/env node
// Fails the client build when a route's JavaScript or an area's texts outgrow their line (docs/benchmarks.md,
// benchmark 8; decision 211, after 174, 195 and 199). Budgets per route instead of one total: a new module adds its own
// lines below instead of squeezing the others.
//
//   initial route: the entry script of index.html and every chunk it imports statically (the shell and the overview)
//   a route:       the JavaScript its first render needs beyond the initial route — the chunks of the modules its
//                  `lazy` loads (its frame's too: /crm's layout, the settings frame) and everything they import
//                  statically (shared chunks included: a page that needs the "ui" chunk pays for it)
//   an area:       its texts file (assets/texts-<hash>-<area>-<language>.json, the largest language; decision 210)
// Sizes are gzip level 9, as the server sends them to a browser without brotli (brotli is smaller).
//
//   node scripts/check-bundle-size.mjs [dist] [--json]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const CRM = "src/features/crm/crm-layout.tsx";
const SETTINGS = "src/features/settings/settings-layout.tsx";
const PROJECT = ["src/features/projects/project-loaders.ts", "src/features/projects/project-page.tsx"];

/**
 * One line per route: its modules (as app/routes.tsx loads them) and its budget in KB gzip beyond the initial route.
 * List pages ≤ 60 KB (issue 41 item 8); the board and the editors their own line. Each line is the measured size
 * plus about 8 % (at least 2 KB) of headroom (decision 211 records the figures); a page that outgrows its line
 * splits code or raises the line in a decision. A page module the build has that no line names fails the check: a
 * new page adds its line here.
 */
export const ROUTE_BUDGETS = [
  { route: "/ (initial route: the shell and the overview)", initial: true, kb: 150 },
  { route: "/login", modules: ["src/features/auth/login-page.tsx"], kb: 65 },
  { route: "/register", modules: ["src/features/auth/register-page.tsx"], kb: 65 },
  { route: "/setup", modules: ["src/features/setup/setup-page.tsx"], kb: 71 },
  { route: "/forgot-password", modules: ["src/features/auth/forgot-password-page.tsx"], kb: 65 },
  { route: "/reset-password", modules: ["src/features/auth/reset-password-page.tsx"], kb: 65 },
  { route: "/invite/:token", modules: ["src/features/auth/invitation-page.tsx"], kb: 67 },
  { route: "/crm/contacts", modules: [CRM, "src/features/contacts/contacts-list-page.tsx"], kb: 22 },
  { route: "/crm/contacts/import", modules: [CRM, "src/features/contacts/import/contacts-import-page.tsx"], kb: 27 },
  { route: "/crm/contacts/:id", modules: [CRM, "src/features/contacts/contact-view-page.tsx"], kb: 107 },
  { route: "/crm/contacts/:id/edit (editor)", modules: [CRM, "src/features/contacts/contact-form-page.tsx"], kb: 95 },
  // Over the 60 KB of a list page: its rows' dialogs (mark won, with the form library) load with it (decision 211).
  { route: "/crm/deals", modules: [CRM, "src/features/deals/deals-list-page.tsx"], kb: 87 },
  { route: "/crm/deals/:id", modules: [CRM, "src/features/deals/deal-view-page.tsx"], kb: 75 },
  { route: "/crm/deals/:id/edit (editor)", modules: [CRM, "src/features/deals/deal-form-page.tsx"], kb: 87 },
  { route: "/crm/invoices", modules: [CRM, "src/features/invoices/invoices-list-page.tsx"], kb: 60 },
  { route: "/crm/invoices/:id", modules: [CRM, "src/features/invoices/invoice-view-page.tsx"], kb: 96 },
  { route: "/crm/invoices/:id/edit (editor)", modules: [CRM, "src/features/invoices/invoice-form-page.tsx"], kb: 87 },
  { route: "/projects", modules: ["src/features/projects/projects-list-page.tsx"], kb: 57 },
  { route: "/projects/my-tasks", modules: ["src/features/projects/my-tasks-page.tsx"], kb: 20 },
  {
    route: "/projects/:id/board (the board)",
    modules: [
      ...PROJECT,
      "src/features/projects/board/board-loader.ts",
      "src/features/projects/board/project-board-tab.tsx",
    ],
    kb: 121,
  },
  {
    route: "/projects/:id/timeline, tasks, invoices, activity",
    modules: [...PROJECT, "src/features/projects/project-tabs.tsx"],
    kb: 108,
  },
  { route: "/email", modules: ["src/features/email/email-page.tsx"], kb: 18 },
  { route: "/workspace", modules: ["src/features/workspace/workspace-page.tsx"], kb: 18 },
  { route: "/settings/demo-data", modules: [SETTINGS, "src/features/settings/demo-data-page.tsx"], kb: 69 },
  { route: "/settings/company", modules: [SETTINGS, "src/features/settings/company-page.tsx"], kb: 75 },
  { route: "/settings/api-keys", modules: [SETTINGS, "src/features/settings/api-keys-page.tsx"], kb: 84 },
  { route: "/settings/audit-log", modules: [SETTINGS, "src/features/settings/audit-log-page.tsx"], kb: 24 },
  { route: "/settings/trash", modules: [SETTINGS, "src/features/settings/trash-page.tsx"], kb: 41 },
  { route: "/settings/language", modules: [SETTINGS, "src/features/settings/language-page.tsx"], kb: 20 },
  { route: "/settings/account", modules: [SETTINGS, "src/features/account/account-page.tsx"], kb: 83 },
  { route: "/settings/outbox", modules: [SETTINGS, "src/features/settings/outbox-page.tsx"], kb: 27 },
  { route: "/settings/outbox/:id", modules: [SETTINGS, "src/features/settings/outbox-message-page.tsx"], kb: 27 },
  { route: "/settings/webhooks", modules: [SETTINGS, "src/features/webhooks/webhooks-page.tsx"], kb: 84 },
  { route: "/settings/users", modules: [SETTINGS, "src/features/settings/users-page.tsx"], kb: 84 },
];

/** One line per texts area (shared/src/i18n/text-areas.ts; `shell` is loaded before the first render). */
export const TEXT_BUDGETS = {
  shell: 15,
  common: 6.5,
  contacts: 6,
  deals: 2,
  invoices: 5,
  projects: 5,
  auth: 3.5,
  settings: 9,
};

/** Modules that are a route's page or frame: each must be named by a line above. */
const PAGE_MODULE = /^src\/.*-(page|layout|tab|tabs)\.tsx$/;

const KB = 1024;
const round = (bytes) => Math.round((bytes / KB) * 10) / 10;

export function measureBundle(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8"));
  const sizes = new Map();
  const gzipped = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  /** The chunk files a manifest entry needs before it runs: its own and its static imports', transitively. */
  const closure = (key, files = new Set()) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build: update the table in check-bundle-size.mjs`);
    if (files.has(entry.file)) return files;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, files);
    return files;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`no entry in ${distDir}/.vite/manifest.json`);
  const initial = closure(entryKey);
  const sum = (files) => [...files].reduce((total, file) => total + gzipped(file), 0);

  const routes = ROUTE_BUDGETS.map((line) => {
    if (line.initial) return { route: line.route, kb: round(sum(initial)), budget: line.kb };
    const files = new Set();
    for (const module of line.modules) closure(module, files);
    const own = [...files].filter((file) => !initial.has(file));
    return { route: line.route, kb: round(sum(own)), budget: line.kb };
  });

  const named = new Set(ROUTE_BUDGETS.flatMap((line) => line.modules ?? []));
  const unbudgeted = Object.keys(manifest).filter((key) => PAGE_MODULE.test(key) && !named.has(key));

  const assets = readdirSync(path.join(distDir, "assets"));
  const texts = Object.entries(TEXT_BUDGETS).map(([area, budget]) => {
    const files = assets.filter((name) => new RegExp(`^texts-\\w+-${area}-\\w+\\.json$`).test(name));
    if (files.length === 0) throw new Error(`no texts file for the area ${area}: update TEXT_BUDGETS`);
    return { area, kb: round(Math.max(...files.map((name) => gzipped(`assets/${name}`)))), budget };
  });
  const areas = new Set(Object.keys(TEXT_BUDGETS));
  const unbudgetedTexts = assets
    .map((name) => /^texts-\w+?-(\w+)-(en|cs)\.json$/.exec(name)?.[1])
    .filter((area) => area !== undefined && !areas.has(area));

  const allJs = assets.filter((name) => name.endsWith(".js"));
  return {
    routes,
    texts,
    unbudgeted: [...unbudgeted, ...new Set(unbudgetedTexts)],
    totalKb: round(allJs.reduce((total, name) => total + gzipped(`assets/${name}`), 0)),
    chunks: allJs.length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const distDir = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? "dist");
  const result = measureBundle(distDir);
  const over = [
    ...result.routes.filter((line) => line.kb > line.budget).map((line) => `route ${line.route} ${line.kb} KB`),
    ...result.texts.filter((line) => line.kb > line.budget).map((line) => `texts ${line.area} ${line.kb} KB`),
  ];
  if (args.includes("--json")) {
    console.log(JSON.stringify({ ...result, ok: over.length === 0 && result.unbudgeted.length === 0 }));
  } else {
    const width = Math.max(...result.routes.map((line) => line.route.length));
    console.log("bundle size (KB gzip; a route: beyond the initial route)");
    for (const line of result.routes) {
      console.log(`  ${line.route.padEnd(width)}  ${String(line.kb).padStart(5)} / ${line.budget}`);
    }
    for (const line of result.texts) {
      console.log(`  ${`texts: ${line.area}`.padEnd(width)}  ${String(line.kb).padStart(5)} / ${line.budget}`);
    }
    console.log(`  (all JavaScript: ${result.totalKb} KB in ${result.chunks} chunks, not a budget)`);
  }
  if (result.unbudgeted.length > 0) {
    console.error(`No budget line for: ${result.unbudgeted.join(", ")}. Add its line to check-bundle-size.mjs.`);
  }
  if (over.length > 0) {
    console.error(`Over budget: ${over.join(", ")}. Split code (lazy routes/components) or drop weight.`);
  }
  if (over.length > 0 || result.unbudgeted.length > 0) process.exit(1);
}
