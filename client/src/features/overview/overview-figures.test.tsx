import type { Overview } from "@kancl/shared";
import { formatCentsIn } from "@kancl/shared/locale-format";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fail, installFakeApi, ok } from "@/test/fake-trpc-server";
import { renderRoutes } from "@/test/render-with-providers";
import { OverviewFigures } from "./overview-figures";

// uPlot needs matchMedia, which jsdom lacks; the chart is not what these tests look at.
vi.mock("./revenue-chart", () => ({ default: () => null }));

const months = Array.from({ length: 12 }, (_, index) => ({
  month: `2026-${String(index + 1).padStart(2, "0")}`,
  amount: index === 10 ? 2420 : 0,
  count: index === 10 ? 1 : 0,
}));

const overview: Overview = {
  pipeline: [
    { status: "lead", count: 4, values: [{ currency: "CZK", amount: 1500.5 }] },
    { status: "negotiation", count: 1, values: [{ currency: "CZK", amount: 300 }] },
    { status: "won", count: 1, values: [{ currency: "EUR", amount: 900 }] },
    { status: "lost", count: 0, values: [] },
  ],
  invoices: {
    drafts: { count: 2 },
    unpaid: { count: 3, due: [{ currency: "CZK", amount: 121 }] },
    overdue: { count: 1, due: [{ currency: "CZK", amount: 1000 }] },
  },
  revenue: { currency: "CZK", months },
  recent: [
    {
      kind: "invoice",
      id: "3f1c2b9e-0000-4000-8000-000000000001",
      title: "2026-0007",
      action: "created",
      at: "2026-11-26T08:00:00.000Z",
    },
  ],
  tasks: {
    mine: { count: 7 },
    mineOverdue: { count: 2 },
    overdue: { count: 5 },
    next: [
      {
        id: "3f1c2b9e-0000-4000-8000-0000000000a1",
        title: "Připravit nabídku",
        project: { id: "3f1c2b9e-0000-4000-8000-0000000000b1", name: "Web Acme" },
        dueDate: "2026-11-20",
        overdue: true,
      },
      {
        id: "3f1c2b9e-0000-4000-8000-0000000000a2",
        title: "Sepsat zadání",
        project: { id: "3f1c2b9e-0000-4000-8000-0000000000b1", name: "Web Acme" },
        dueDate: null,
        overdue: false,
      },
    ],
  },
};

/** An amount as the English screen writes it (the browser's own format, decision 181), spaces as the DOM text has them. */
const money = (cents: number, currency: string) => formatCentsIn(undefined, cents, currency).replace(/\s/g, " ");

describe("OverviewFigures (issue 25 item 7)", () => {
  it("links every figure to the list filtered to it", async () => {
    installFakeApi({ "overview.get": ok(overview) });
    renderRoutes([{ path: "/", element: <OverviewFigures /> }], "/");
    const lead = await screen.findByRole("link", { name: /^Lead/ });
    expect(lead).toHaveAttribute("href", "/crm/deals?status=lead");
    expect(lead).toHaveTextContent(`Lead4${money(150050, "CZK")}`);
    expect(screen.getByRole("link", { name: /^Won/ })).toHaveTextContent(money(90000, "EUR"));
    const invoices = screen.getByRole("region", { name: "Invoices" });
    expect(within(invoices).getByRole("link", { name: /^Overdue/ })).toHaveAttribute(
      "href",
      "/crm/invoices?status=overdue&kind=invoice",
    );
    expect(within(invoices).getByRole("link", { name: /^Not yet due/ })).toHaveAttribute(
      "href",
      "/crm/invoices?status=sent&kind=invoice",
    );
    expect(within(invoices).getByRole("link", { name: /^Drafts/ })).toHaveAttribute(
      "href",
      "/crm/invoices?status=draft",
    );
    const monthsList = screen.getByRole("list", { name: "Revenue by month" });
    const november = within(monthsList).getByRole("link", { name: /Nov 2026/ });
    expect(november).toHaveAttribute("href", "/crm/invoices?status=paid&kind=invoice&from=2026-11-01&to=2026-11-30");
    expect(november).toHaveTextContent(money(242000, "CZK"));
    expect(screen.getByRole("link", { name: /2026-0007/ })).toHaveAttribute(
      "href",
      "/crm/invoices/3f1c2b9e-0000-4000-8000-000000000001",
    );
  });

  it("shows my tasks and the overdue ones, each figure and task linking to its list or board", async () => {
    installFakeApi({ "overview.get": ok(overview) });
    renderRoutes([{ path: "/", element: <OverviewFigures /> }], "/");
    const card = (await screen.findByRole("heading", { name: "My tasks" })).closest("[aria-labelledby]") as HTMLElement;
    expect(within(card).getByRole("link", { name: /^Mine7/ })).toHaveAttribute("href", "/projects/my-tasks");
    expect(within(card).getByRole("link", { name: /^Mine overdue2/ })).toHaveAttribute(
      "href",
      "/projects/my-tasks?scope=overdue",
    );
    expect(within(card).getByRole("link", { name: /^Overdue5/ })).toHaveAttribute(
      "href",
      "/projects/my-tasks?view=overdue",
    );
    const next = within(card).getByRole("list", { name: "My next tasks" });
    const offer = within(next).getByRole("link", { name: /Připravit nabídku/ });
    expect(offer).toHaveAttribute(
      "href",
      "/projects/3f1c2b9e-0000-4000-8000-0000000000b1/board?task=3f1c2b9e-0000-4000-8000-0000000000a1",
    );
    const day = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", timeZone: "UTC" });
    expect(offer).toHaveTextContent(`Overdue · ${day.format(new Date("2026-11-20T00:00:00Z"))}`);
    expect(within(next).getByRole("link", { name: /Sepsat zadání/ })).toHaveTextContent("No due date");
  }, 20_000);

  it("says so when the figures cannot be loaded, and still shows what is below them", async () => {
    installFakeApi({ "overview.get": fail("The database is not available right now.", 503, "SERVICE_UNAVAILABLE") });
    renderRoutes([{ path: "/", element: <OverviewFigures>the spec's cards</OverviewFigures> }], "/");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the overview");
    expect(screen.getByText("the spec's cards")).toBeInTheDocument();
  });

  it("shows what is below the figures only with them, so nothing jumps down when they arrive (CLS 0)", async () => {
    installFakeApi({ "overview.get": ok(overview) });
    renderRoutes([{ path: "/", element: <OverviewFigures>the spec's cards</OverviewFigures> }], "/");
    expect(screen.getByRole("status")).toHaveTextContent("Loading the overview…");
    expect(screen.queryByText("the spec's cards")).not.toBeInTheDocument();
    await screen.findByRole("link", { name: /^Lead/ });
    expect(screen.getByText("the spec's cards")).toBeInTheDocument();
  });
});
