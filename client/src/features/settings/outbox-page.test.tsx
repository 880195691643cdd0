import { OUTBOX_MESSAGES, type OutboxMessage } from "@kancl/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { signedInAs } from "@/test/auth-responses";
import { type FakeApi, fail, installFakeApi, notFound, ok } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

// What the server answers for a reset mail: its token redacted (decision 142).
const LINK = "http://localhost:3000/reset-password#token=[redacted]";

const resetMail: OutboxMessage = {
  id: "7a1b2c3d-0000-4000-8000-000000000001",
  to: "jana@firma.cz",
  subject: "Reset your Kancl password",
  status: "unsent",
  attempts: 0,
  lastError: "Not sent: no SMTP server is configured (SMTP_URL)",
  lastAttemptAt: null,
  sentAt: null,
  redacted: true,
  createdAt: "2026-11-26T08:00:00.000Z",
  text: `Hello Jana,\n\nOpen this link:\n\n${LINK}\n\nBye`,
  html: null,
};
const sentMail: OutboxMessage = {
  ...resetMail,
  id: "7a1b2c3d-0000-4000-8000-000000000002",
  subject: "Your Kancl password was changed",
  status: "sent",
  attempts: 1,
  lastError: null,
  sentAt: "2026-11-26T08:05:00.000Z",
  redacted: false,
  text: "Hello Jana, it changed.",
};

const summary = ({ text: _t, html: _h, ...rest }: OutboxMessage) => rest;
let api: FakeApi;
let smtpConfigured: boolean;

beforeEach(() => {
  toast.dismiss();
  smtpConfigured = false;
  mockServer.use(signedInAs());
  api = installFakeApi({
    "outbox.list": (input) =>
      ok({
        messages: [resetMail, sentMail].filter((m) => !input.status || m.status === input.status).map(summary),
        nextCursor: null,
        smtpConfigured,
      }),
    "outbox.get": (input) =>
      input.id === resetMail.id
        ? ok(resetMail)
        : input.id === sentMail.id
          ? ok(sentMail)
          : notFound(OUTBOX_MESSAGES.notFound),
    "outbox.retry": () => fail(OUTBOX_MESSAGES.retryNoSmtp, 409, "CONFLICT"),
  });
});

async function open(path = "/settings/outbox") {
  const view = renderRoutes(appRoutes, path);
  render(<Toaster />);
  return { user: userEvent.setup(), ...view };
}

describe("OutboxPage", () => {
  it("lists the messages with their status, and says when no SMTP server is configured", async () => {
    await open();
    await screen.findByRole("heading", { level: 1, name: "Outbox" });
    const list = await screen.findByRole("list", { name: "Messages" });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent("Reset your Kancl password");
    expect(links[0]).toHaveTextContent("To jana@firma.cz");
    expect(links[0]).toHaveTextContent("Not sent");
    expect(links[0]).toHaveAttribute("href", `/settings/outbox/${resetMail.id}`);
    expect(links[0]).toHaveTextContent("Link hidden");
    expect(links[1]).toHaveTextContent("Sent");
    expect(links[1]).not.toHaveTextContent("Link hidden");
    expect(screen.getByRole("note")).toHaveTextContent(OUTBOX_MESSAGES.noSmtp);
  });

  it("filters by status through the URL", async () => {
    const { user, router } = await open();
    await screen.findByRole("list", { name: "Messages" });
    await user.selectOptions(screen.getByLabelText("Status"), "sent");
    await waitFor(() => expect(router.state.location.search).toBe("?status=sent"));
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Messages" })).getAllByRole("link")).toHaveLength(1),
    );
    expect(api.callsTo("outbox.list").at(-1)).toMatchObject({ status: "sent" });
  });

  it("says when nothing was sent yet", async () => {
    smtpConfigured = true;
    api.on("outbox.list", ok({ messages: [], nextCursor: null, smtpConfigured: true }));
    await open();
    expect(await screen.findByText(OUTBOX_MESSAGES.empty)).toBeVisible();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });
});

describe("OutboxMessagePage", () => {
  it("shows the delivery and the text, says its one-time link is redacted, and Send again for an unsent message", async () => {
    const { user } = await open(`/settings/outbox/${resetMail.id}`);
    await screen.findByRole("heading", { level: 1, name: "Reset your Kancl password" });
    expect(screen.getByText(resetMail.lastError ?? "")).toBeVisible();
    expect(screen.getByRole("note")).toHaveTextContent(OUTBOX_MESSAGES.redacted);
    const link = screen.getByRole("link", { name: LINK });
    expect(link).toHaveAttribute("href", LINK);
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await user.click(screen.getByRole("button", { name: "Send again" }));
    expect(await screen.findByText(OUTBOX_MESSAGES.retryNoSmtp)).toBeVisible();
    expect(api.callsTo("outbox.retry")).toEqual([{ id: resetMail.id }]);
  });

  it("offers no Send again for a sent message", async () => {
    await open(`/settings/outbox/${sentMail.id}`);
    await screen.findByRole("heading", { level: 1, name: "Your Kancl password was changed" });
    expect(screen.queryByRole("button", { name: "Send again" })).not.toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("answers another organization's or an unknown message with the not-found state", async () => {
    await open("/settings/outbox/7a1b2c3d-0000-4000-8000-00000000dead");
    expect(await screen.findByRole("heading", { name: OUTBOX_MESSAGES.notFound })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the outbox" })).toHaveAttribute("href", "/settings/outbox");
  });
});
