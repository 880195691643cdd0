import { expect, test } from "../fixtures/app-test";

// Issue "Contacts": organizations with billing information, people linked to them with a role, sub-organizations
// and their hierarchy, and deleting a contact — all through the contact screens.
test("create an organization and a person, link them, build a hierarchy, delete a contact", async ({
  page,
  user: _,
  consoleErrors,
}) => {
  const organization = "Acme Výroba";
  const person = "Jana Nováková";
  const subsidiary = "Acme Servis";

  // An organization with billing information, through the New Contact form.
  await page.goto("/crm/contacts");
  await expect(page.getByText("No contacts found. Create your first contact!")).toBeVisible();
  await page.getByRole("link", { name: "New Contact" }).click();
  await expect(page).toHaveURL(/\/crm\/contacts\/new$/);
  const form = page.getByRole("form", { name: "New contact" });
  await form.getByText("Organization", { exact: true }).click();
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(organization);
  await form.getByRole("textbox", { name: "Legal Name", exact: true }).fill("Acme Výroba s.r.o.");
  await form.getByRole("textbox", { name: "Tax ID", exact: true }).fill("CZ12345679");
  await form.getByRole("button", { name: "Add Billing Information" }).click();
  // Once the billing section is open, its name, e-mail and address are required for an organization.
  await form.getByRole("button", { name: "Create Contact" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Billing name is required");
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await form.getByRole("textbox", { name: "Billing Name", exact: true }).fill("Acme Výroba s.r.o. — účtárna");
  await form.getByRole("textbox", { name: "Billing Email", exact: true }).fill("Fakturace@Acme.example");
  await form.getByRole("textbox", { name: "Billing Address", exact: true }).fill("Dlouhá 1\n110 00 Praha 1");
  await form.getByRole("button", { name: "Create Contact" }).click();

  await expect(page.getByText("Contact created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/crm\/contacts\/[0-9a-f-]{36}$/);
  const organizationUrl = page.url();
  await expect(page.getByRole("heading", { name: organization, level: 2 })).toBeVisible();
  const billing = page.getByRole("region", { name: "Billing Information" });
  await expect(billing).toContainText("Acme Výroba s.r.o. — účtárna");
  // Billing e-mail is lowercased (spec §5).
  await expect(billing.getByRole("link", { name: "fakturace@acme.example" })).toBeVisible();
  // No parent yet: no hierarchy path.
  await expect(page.getByRole("navigation", { name: "Organization hierarchy" })).toBeHidden();

  // A person.
  await page.goto("/crm/contacts/new");
  const personForm = page.getByRole("form", { name: "New contact" });
  await personForm.getByRole("textbox", { name: "Name", exact: true }).fill(person);
  await personForm.getByRole("textbox", { name: "Email", exact: true }).fill("jana.novakova@acme.example");
  await personForm.getByRole("textbox", { name: "Position", exact: true }).fill("Účetní");
  await personForm.getByRole("button", { name: "Create Contact" }).click();
  await expect(page.getByRole("heading", { name: person, level: 2 })).toBeVisible();
  const personUrl = page.url();

  // Link the person to the organization with a role, from the person's Organizations card.
  const organizations = page.getByRole("region", { name: "Organizations" });
  await expect(organizations.getByText("Not linked to any organization yet.")).toBeVisible();
  const addLink = organizations.getByRole("form", { name: "Add organization" });
  await addLink.getByLabel("Organization").fill(organization.slice(0, 4));
  await addLink.getByRole("option", { name: new RegExp(`^${organization}`) }).click();
  await addLink.getByLabel("Role").fill("Účetní");
  await addLink.getByRole("button", { name: "Add Link" }).click();
  await expect(organizations.getByRole("link", { name: organization })).toBeVisible();
  const role = organizations.getByLabel(`Role at ${organization}`);
  await expect(role).toHaveValue("Účetní");
  // Already linked organizations are not offered again.
  await expect(addLink.getByLabel("Organization").locator("option", { hasText: organization })).toHaveCount(0);

  // Edit the role inline: saved when the field is left.
  await role.fill("Hlavní účetní");
  const saved = page.waitForResponse((r) => r.url().includes("contacts.updateLink") && r.ok());
  await role.blur();
  await saved;

  // The organization's People card shows the new role (read afresh from the server on its page).
  await organizations.getByRole("link", { name: organization }).click();
  await expect(page).toHaveURL(organizationUrl);
  const people = page.getByRole("region", { name: "People" });
  await expect(people.getByLabel(`Role of ${person}`)).toHaveValue("Hlavní účetní");

  // A sub-organization, created from the Sub-Organizations card.
  const subOrganizations = page.getByRole("region", { name: "Sub-Organizations" });
  await expect(subOrganizations.getByText("No sub-organizations yet.")).toBeVisible();
  await subOrganizations.getByRole("button", { name: "Create Organization" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Organization" });
  await expect(dialog).toContainText(
    `The new organization will be associated with ${organization} (relationship: subsidiary).`,
  );
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(subsidiary);
  await dialog.getByRole("textbox", { name: "Legal Name", exact: true }).fill("Acme Servis a.s.");
  await dialog.getByRole("button", { name: "Create Organization" }).click();
  await expect(page.getByText("Entity created and relationship established.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The sub-organization's page shows the hierarchy; the ancestor links to its page.
  await subOrganizations.getByRole("link", { name: subsidiary }).click();
  await expect(page.getByRole("heading", { name: subsidiary, level: 2 })).toBeVisible();
  const hierarchy = page.getByRole("navigation", { name: "Organization hierarchy" });
  await expect(hierarchy.getByRole("listitem")).toHaveText([organization, subsidiary]);
  await hierarchy.getByRole("link", { name: organization }).click();
  await expect(page).toHaveURL(organizationUrl);
  await expect(page.getByRole("heading", { name: organization, level: 2 })).toBeVisible();

  // Delete the person from the list, after the confirmation.
  await page.goto("/crm/contacts");
  const table = page.getByRole("table", { name: "Contacts" });
  await expect(table.getByRole("link", { name: person, exact: true })).toBeVisible();
  await table.getByRole("button", { name: `Delete ${person}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete contact?" });
  await expect(confirm).toContainText(person);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Contact deleted successfully")).toBeVisible();
  await expect(table.getByRole("link", { name: person, exact: true })).toBeHidden();
  await expect(table.getByRole("link", { name: organization, exact: true })).toBeVisible();
  // Gone for good: its page says so, and the organization has no people any more.
  await page.goto(personUrl);
  await expect(page.getByText("Contact not found")).toBeVisible();
  await page.goto(organizationUrl);
  await expect(page.getByRole("region", { name: "People" }).getByText("No people linked yet.")).toBeVisible();

  // A deleted contact's page answers 404 by design; nothing else may fail.
  expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});
