import type { WebhookDelivery, WebhookEndpoint } from "@kancl/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { signedInAs, testUser } from "@/test/auth-responses";
import { type FakeApi, fail, installFakeApi, ok, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

const SECRET = "whsec_Zx9Yw8VuT7sR6qP5oN4mL3kJ2iH1gF0eDcBa987654321xyz";

function endpoint(overrides: Partial<WebhookEndpoint> & Pick<WebhookEndpoint, "id" | "url">): WebhookEndpoint {
  return {
    description: "",
    events: ["contact.created"],
    enabled: true,
    disabledReason: null,
    disabledAt: null,
    consecutiveFailures: 0,
    secretHint: "…wxyz",
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

const erp = endpoint({
  id: "0b6f8a52-8f0e-4d7e-9d55-3b1f4d0a7c01",
  url: "https://erp.example.com/hooks",
  description: "ERP sync",
});
const broken = endpoint({
  id: "1c7a9b63-9a1f-4e8f-8e66-4c2a5e1b8d02",
  url: "https://broken.example.com/hooks",
  enabled: false,
  disabledReason: "Disabled after 20 failed deliveries in a row; the last: HTTP 500",
  consecutiveFailures: 20,
});
const delivery: WebhookDelivery = {
  id: "2d8bac74-ab20-4f90-9f77-5d3b6f2c9e03",
  eventId: "3e9cbd85-bc31-4aa1-8088-6e4c7a3daf04",
  eventType: "contact.created",
  state: "failed",
  attempts: 2,
  nextAttemptAt: null,
  lastStatusCode: 500,
  lastError: "HTTP 500",
  createdAt: "2026-11-21T09:00:00.000Z",
  requestBody: '{"type":"contact.created"}',
  attemptLog: [
    {
      attempt: 1,
      manual: false,
      startedAt: "2026-11-21T09:00:00.000Z",
      durationMs: 12,
      statusCode: 500,
      responseBody: "upstream down",
      error: "HTTP 500",
      succeeded: false,
    },
  ],
};

let webhooks: WebhookEndpoint[];
let api: FakeApi;

beforeEach(() => {
  toast.dismiss();
  webhooks = [];
  mockServer.use(signedInAs({ ...testUser, role: "admin" }));
  api = installFakeApi({
    "webhooks.list": () => ok({ webhooks }),
    "webhooks.create": (input) => {
      const created = endpoint({
        id: "4fadce96-cd42-4bb2-9199-7f5d8b4eb005",
        url: input.url,
        events: input.events ?? [],
        description: input.description ?? "",
      });
      webhooks = [...webhooks, created];
      return ok({ webhook: created, secret: SECRET });
    },
    "webhooks.update": (input) => {
      webhooks = webhooks.map((each) =>
        each.id === input.id
          ? {
              ...each,
              ...(input.events ? { events: input.events } : {}),
              ...(input.enabled !== undefined ? { enabled: input.enabled, disabledReason: null } : {}),
            }
          : each,
      );
      const changed = webhooks.find((each) => each.id === input.id);
      return changed ? ok(changed) : fail("Webhook not found", 404, "NOT_FOUND");
    },
    "webhooks.delete": (input) => {
      webhooks = webhooks.filter((each) => each.id !== input.id);
      return ok({ success: true as const });
    },
    "webhooks.deliveries": () => ok({ deliveries: [delivery] }),
    "webhooks.redeliver": () => ok(delivery),
  });
});

async function openPage() {
  const user = userEvent.setup();
  renderRoutes(appRoutes, "/settings/webhooks");
  render(<Toaster />);
  await screen.findByRole("heading", { level: 1, name: "Webhooks" });
  return user;
}

const cardOf = (url: string) => screen.getByRole("listitem", { name: url });

describe("WebhooksPage", () => {
  it("is a tab of Settings for admins, and says it is loading", async () => {
    api.on("webhooks.list", pending());
    await openPage();
    expect(screen.getByRole("link", { name: "Webhooks" })).toHaveAttribute("href", "/settings/webhooks");
    expect(await screen.findByRole("status")).toHaveTextContent("Loading webhooks…");
  });

  it("says there are none yet", async () => {
    await openPage();
    expect(await screen.findByText("No webhooks yet.")).toBeInTheDocument();
  });

  it("refuses a URL with credentials with the server's own message, before sending anything", async () => {
    const user = await openPage();
    await user.type(screen.getByLabelText("Endpoint URL"), "https://me:pw@example.com/hooks");
    await user.click(screen.getByRole("checkbox", { name: "contact.created" }));
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("URL must not contain a user name or password");
    expect(api.calls.filter((call) => call.path === "webhooks.create")).toEqual([]);
  });

  it("adds an endpoint and shows its secret once", async () => {
    const user = await openPage();
    await user.type(screen.getByLabelText("Endpoint URL"), "https://crm.example.com/kancl");
    await user.type(screen.getByLabelText("Description"), "Sync");
    await user.click(screen.getByRole("checkbox", { name: "deal.created" }));
    await user.click(screen.getByRole("checkbox", { name: "invoice.paid" }));
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));

    const dialog = await screen.findByRole("dialog", { name: "Copy the signing secret" });
    expect(await screen.findByText("Webhook added")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Signing secret")).toHaveValue(SECRET);
    expect(within(dialog).getByText("It will not be shown again.")).toBeVisible();
    expect(api.calls.find((call) => call.path === "webhooks.create")?.input).toEqual({
      url: "https://crm.example.com/kancl",
      description: "Sync",
      events: ["deal.created", "invoice.paid"],
      enabled: true,
    });
    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: "https://crm.example.com/kancl" })).toBeInTheDocument();
  });

  it("shows why Kancl disabled an endpoint, and re-enables it", async () => {
    webhooks = [erp, broken];
    const user = await openPage();
    const card = await screen.findByRole("listitem", { name: broken.url });
    expect(within(card).getByText("Disabled")).toBeInTheDocument();
    expect(
      within(card).getByText("Disabled: Disabled after 20 failed deliveries in a row; the last: HTTP 500"),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Enable" }));
    await waitFor(() => expect(within(cardOf(broken.url)).getByText("Enabled")).toBeInTheDocument());
    expect(api.calls.find((call) => call.path === "webhooks.update")?.input).toEqual({
      id: broken.id,
      enabled: true,
    });
  });

  it("edits the events", async () => {
    webhooks = [erp];
    const user = await openPage();
    const card = await screen.findByRole("listitem", { name: erp.url });
    await user.click(within(card).getByRole("button", { name: "Edit events" }));
    await user.click(within(card).getByRole("checkbox", { name: "contact.created" }));
    await user.click(within(card).getByRole("checkbox", { name: "task.deleted" }));
    await user.click(within(card).getByRole("button", { name: "Save events" }));
    await waitFor(() => expect(within(cardOf(erp.url)).getByText("task.deleted")).toBeInTheDocument());
    expect(api.calls.find((call) => call.path === "webhooks.update")?.input).toEqual({
      id: erp.id,
      events: ["task.deleted"],
    });
  });

  it("deletes an endpoint after confirmation", async () => {
    webhooks = [erp];
    const user = await openPage();
    const card = await screen.findByRole("listitem", { name: erp.url });
    await user.click(within(card).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this webhook?" });
    expect(confirm).toHaveTextContent(`Kancl stops sending events to ${erp.url}.`);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No webhooks yet.")).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === "webhooks.delete")?.input).toEqual({ id: erp.id });
  });

  it("lists the deliveries with their attempts and redelivers one", async () => {
    webhooks = [erp];
    const user = await openPage();
    const card = await screen.findByRole("listitem", { name: erp.url });
    await user.click(within(card).getByRole("button", { name: "Deliveries" }));
    const table = await within(card).findByRole("table", { name: `Deliveries to ${erp.url}` });
    const row = within(table).getByRole("rowheader", { name: "contact.created" }).closest("tr") as HTMLElement;
    expect(within(row).getByText("Failed")).toBeInTheDocument();
    expect(within(row).getByText("upstream down")).toBeInTheDocument();
    expect(within(row).getByText('{"type":"contact.created"}')).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Redeliver" }));
    expect(await screen.findByText("Redelivery queued")).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === "webhooks.redeliver")?.input).toEqual({
      id: erp.id,
      deliveryId: delivery.id,
    });
  });
});
