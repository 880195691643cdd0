import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/**
 * Chooses a record in a RecordCombobox as a user does: types into the box named `label` (after emptying it), waits
 * for the server's matches, and clicks the option whose name starts with `option`.
 */
export async function pickInCombobox(user: UserEvent, label: string | RegExp, typed: string, option = typed) {
  const box = screen.getByRole("combobox", { name: label });
  await user.clear(box);
  await user.type(box, typed);
  const listbox = screen.getByRole("listbox", { hidden: false });
  const choice = await within(listbox).findByRole("option", { name: new RegExp(`^${escapeRegExp(option)}`) });
  await user.click(choice);
}

/** The names of the options a RecordCombobox shows once it is opened (the detail lines left out). */
export async function comboboxOptions(user: UserEvent, label: string | RegExp): Promise<string[]> {
  const box = screen.getByRole("combobox", { name: label });
  await user.click(box);
  const listbox = screen.getByRole("listbox");
  const options = await within(listbox).findAllByRole("option");
  return options.map((node) => node.querySelector("span > span")?.textContent ?? node.textContent ?? "");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
