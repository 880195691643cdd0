import type { Health } from "@kancl/shared";
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { fail, installFakeApi, ok, pending, trpcUrl } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderWithProviders } from "@/test/render-with-providers";
import { HealthCard } from "./health-card";

const healthy: Health = {
  status: "ok",
  runtime: "node v24.21.0",
  version: "0.1.0",
  timestamp: "2026-11-22T08:15:30.000Z",
  database: { status: "ok" },
};

describe("HealthCard", () => {
  it("says it is checking while the answer is on its way", async () => {
    installFakeApi({ "health.check": pending() });
    renderWithProviders(<HealthCard />);

    expect(screen.getByRole("heading", { name: "Backend status" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Ověřuji dostupnost…");
    expect(screen.queryByText("node v24.21.0")).not.toBeInTheDocument();
  });

  it("shows status, runtime, version and timestamp of the live answer", async () => {
    const api = installFakeApi({ "health.check": ok(healthy) });
    renderWithProviders(<HealthCard />);

    expect(await screen.findByText("node v24.21.0")).toBeInTheDocument();
    expect(screen.getByText("ok")).toBeInTheDocument();
    expect(screen.getByText("0.1.0")).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.getAttribute("datetime") === healthy.timestamp)).toBeVisible();
    expect(screen.queryByText("Ověřuji dostupnost…")).not.toBeInTheDocument();
    expect(api.requests.at(-1)?.searchParams.get("batch")).toBe("1");
  });

  it("shows a degraded answer with the database's reason", async () => {
    installFakeApi({
      "health.check": ok({
        ...healthy,
        status: "degraded",
        database: { status: "unavailable", error: "Database check failed: no answer within 2000 ms" },
      }),
    });
    renderWithProviders(<HealthCard />);

    expect(await screen.findByText("degraded")).toBeInTheDocument();
    expect(screen.getByText("Database check failed: no answer within 2000 ms")).toBeInTheDocument();
  });

  it("reports the server's error message when the check fails", async () => {
    installFakeApi({ "health.check": fail("Internal server error", 500) });
    renderWithProviders(<HealthCard />);

    expect(await screen.findByRole("alert")).toHaveTextContent("Backend není dostupný (Internal server error).");
  });

  it("reports the HTTP status when the answer is not JSON and has no text (a proxy with no backend)", async () => {
    mockServer.use(http.get(trpcUrl("health.check"), () => new HttpResponse(null, { status: 502 })));
    renderWithProviders(<HealthCard />);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Backend není dostupný (Request failed with status 502).",
    );
  });

  it("reports a network failure", async () => {
    mockServer.use(http.get(trpcUrl("health.check"), () => HttpResponse.error()));
    renderWithProviders(<HealthCard />);

    expect(await screen.findByRole("alert")).toHaveTextContent(/^Backend není dostupný \(.+\)\.$/);
  });
});
