import { expect, test } from "../fixtures/app-test";

// Issue 24 items 6 and 7: a deleted contact comes back from Settings → Trash; a small CSV is imported with a column
// mapping and a dry run first.
test("delete a contact and restore it from Settings → Trash", async ({ page, user: _, consoleErrors }) => {
  const person = "Tomáš Obnovený";
  const created = await page.request.post("/api/v1/crm/contacts", {
    data: { type: "person", name: person, email: "tomas@obnoveny.example" },
  });
  expect(created.status()).toBe(201);

  await page.goto("/crm/contacts");
  const table = page.getByRole("table");
  await table.getByRole("button", { name: `Delete ${person}` }).click();
  await page.getByRole("alertdialog", { name: "Delete contact?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Contact deleted successfully")).toBeVisible();
  await expect(page.getByText("No contacts found. Create your first contact!")).toBeVisible();

  await page.goto("/settings");
  await page.getByRole("link", { name: "Trash" }).click();
  await expect(page).toHaveURL(/\/settings\/trash$/);
  const deleted = page.getByRole("list", { name: "Deleted records" });
  await expect(deleted.getByRole("listitem")).toHaveCount(1);
  await expect(deleted).toContainText(person);
  await deleted.getByRole("button", { name: `Restore ${person}` }).click();
  await expect(page.getByText(`${person} restored`)).toBeVisible();
  await expect(page.getByText(/The trash is empty/)).toBeVisible();

  await page.goto("/crm/contacts");
  await expect(page.getByRole("table").getByRole("link", { name: person, exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("import a small CSV: map the columns, see the dry run, import", async ({ page, user: _, consoleErrors }) => {
  const csv = [
    "Firma;Právní název;IČ;Kontaktní e-mail;Město",
    "Pekárna Novák;Pekárna Novák s.r.o.;27082440;pekarna@novak.example;Brno",
    "Truhlářství Dvořák;Truhlářství Dvořák s.r.o.;;truhlar@dvorak.example;Olomouc",
    ";Bez jména s.r.o.;;;",
  ].join("\r\n");

  await page.goto("/crm/contacts");
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page).toHaveURL(/\/crm\/contacts\/import$/);
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "firmy.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByTestId("import-file-summary")).toHaveText("3 rows · UTF-8 · separated by semicolons");

  // The headers are not the usual ones: map them.
  await page.getByLabel("Name", { exact: true }).selectOption({ label: "Firma" });
  await page.getByLabel("Legal name").selectOption({ label: "Právní název" });
  await expect(page.getByLabel("IČO")).toHaveValue("2");
  await page.getByLabel("Email").selectOption({ label: "Kontaktní e-mail" });
  await expect(page.getByLabel("City")).toHaveValue("4");
  await page.getByRole("button", { name: "Dry run" }).click();
  await expect(page.getByTestId("import-summary")).toHaveText(
    "3 rows: 2 to create, 0 to update, 0 skipped, 1 with errors",
  );
  const report = page.getByRole("table", { name: "What each row of the file would do" });
  await expect(report.getByRole("row").nth(1)).toContainText("4");
  await expect(report.getByRole("row").nth(1)).toContainText("name: Name is required");

  // The import itself, in one transaction, with its progress bar.
  await page.getByRole("button", { name: "Import 2 contacts" }).click();
  await expect(page.getByText("Imported: 2 created, 0 updated").first()).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Import progress" })).toHaveAttribute("value", "100");
  await page.getByRole("link", { name: "Go to contacts" }).click();
  await expect(page.getByRole("table").getByRole("link", { name: "Pekárna Novák", exact: true })).toBeVisible();
  await expect(page.getByRole("table").getByRole("link", { name: "Truhlářství Dvořák", exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
