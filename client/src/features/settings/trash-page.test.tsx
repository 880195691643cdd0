import { TRASH_MESSAGES, type TrashItem } from "@kancl/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { signedInAs } from "@/test/auth-responses";
import { type FakeApi, fail, installFakeApi, ok } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

const person: TrashItem = {
  type: "contact",
  id: "0b6f8a52-8f0e-4d7e-9d55-3b1f4d0a7c01",
  name: "Jana Nováková",
  detail: "Person",
  deletedAt: "2026-11-20T10:00:00.000Z",
  purgeAt: "2026-12-20T10:00:00.000Z",
};
const draft: TrashItem = {
  type: "invoice",
  id: "1c7a9b63-9a1f-4e8f-8e66-4c2a5e1b8d02",
  name: "Invoice draft 2026-0007",
  detail: "Acme s.r.o.",
  deletedAt: "2026-11-19T10:00:00.000Z",
  purgeAt: "2026-12-19T10:00:00.000Z",
};

let items: TrashItem[];
const restored: unknown[] = [];
const purged: unknown[] = [];
let api: FakeApi;

beforeEach(() => {
  toast.dismiss();
  items = [person, draft];
  restored.length = 0;
  purged.length = 0;
  mockServer.use(signedInAs());
  api = installFakeApi({
    "trash.list": () => ok({ items }),
    "trash.restore": (input) => {
      restored.push(input);
      items = items.filter((item) => item.id !== input.id);
      return ok({ type: "contact", id: input.id, name: "Jana Nováková", message: TRASH_MESSAGES.restored });
    },
    "trash.purge": (input) => {
      purged.push(input);
      items = items.filter((item) => item.id !== input.id);
      return ok({ success: true, type: "invoice" });
    },
  });
});

async function openPage() {
  const user = userEvent.setup();
  renderRoutes(appRoutes, "/settings/trash");
  render(<Toaster />);
  await screen.findByRole("heading", { level: 1, name: "Trash" });
  return user;
}

describe("TrashPage", () => {
  it("lists what was deleted, restores an item and says so", async () => {
    const user = await openPage();
    const list = await screen.findByRole("list", { name: "Deleted records" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByText("Invoice draft 2026-0007")).toBeVisible();
    expect(within(list).getByText(/Acme s\.r\.o\. · Deleted/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Restore Jana Nováková" }));
    expect(await screen.findByText("Jana Nováková restored")).toBeVisible();
    expect(restored).toEqual([{ id: person.id }]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Restore Jana Nováková" })).toBeNull());
  });

  it("shows why a restore is refused", async () => {
    api.on("trash.restore", fail(TRASH_MESSAGES.dealInTrash("Zakázka"), 409, "CONFLICT"));
    const user = await openPage();
    await user.click(await screen.findByRole("button", { name: "Restore Invoice draft 2026-0007" }));
    expect(await screen.findByText(TRASH_MESSAGES.dealInTrash("Zakázka"))).toBeVisible();
  });

  it("deletes permanently after a confirmation, and says when the trash is empty", async () => {
    const user = await openPage();
    await user.click(await screen.findByRole("button", { name: "Delete Invoice draft 2026-0007 permanently" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Invoice draft 2026-0007 will be deleted for good. This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    await waitFor(() => expect(purged).toEqual([{ id: draft.id }]));
    await waitFor(() => expect(screen.queryByText("Invoice draft 2026-0007")).toBeNull());
    expect(await screen.findByText(TRASH_MESSAGES.purged)).toBeVisible();
    await user.click(await screen.findByRole("button", { name: "Restore Jana Nováková" }));
    expect(await screen.findByText(TRASH_MESSAGES.empty)).toBeVisible();
  });
});
