import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakeApi, ok } from "@/test/fake-trpc-server";
import { renderRoutes } from "@/test/render-with-providers";
import { DemoDataPage } from "./demo-data-page";

describe("Settings → Demo data (issue 25 item 6)", () => {
  it("offers to fill an organization that has no demo data (an answer, not a failed request)", async () => {
    installFakeApi({
      "demo.status": ok({ present: false, counts: { contacts: 0, deals: 0, invoices: 0 }, companyProfile: false }),
    });
    renderRoutes([{ path: "/", element: <DemoDataPage /> }], "/");
    expect(await screen.findByText("This organization has no demo data.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Fill with demo data" })).toBeEnabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows what is left of the demo and offers to remove it", async () => {
    installFakeApi({
      "demo.status": ok({ present: true, counts: { contacts: 50, deals: 20, invoices: 30 }, companyProfile: true }),
    });
    renderRoutes([{ path: "/", element: <DemoDataPage /> }], "/");
    expect(await screen.findByRole("button", { name: "Remove demo data" })).toBeEnabled();
    expect(screen.getByText("50")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Fill with demo data" })).not.toBeInTheDocument();
  });
});
