import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

type Box = string | RegExp | HTMLElement;
const boxOf = (box: Box) => (box instanceof HTMLElement ? box : screen.getByRole("combobox", { name: box }));
const listboxOf = (box: HTMLElement) => document.getElementById(box.getAttribute("aria-controls") ?? "") as HTMLElement;
const nameOf = (option: HTMLElement) => option.querySelector("span > span")?.textContent ?? option.textContent ?? "";

/**
 * Chooses a record in a RecordCombobox as a user does: types into the box (after emptying it), waits for the
 * server's matches, and clicks the option whose name is `option`.
 */
export async function pickInCombobox(user: UserEvent | undefined, box: Box, typed: string, option = typed) {
  const actor = user ?? userEvent;
  const input = boxOf(box);
  await actor.clear(input);
  await actor.type(input, typed);
  const listbox = listboxOf(input);
  let choice: HTMLElement | undefined;
  await waitFor(() => {
    choice = within(listbox)
      .getAllByRole("option")
      .find((node) => nameOf(node) === option);
    expect(choice).toBeDefined();
  });
  await actor.click(choice as HTMLElement);
}

/** The names of the options a RecordCombobox shows once it is opened (the detail lines left out). */
export async function comboboxOptions(user: UserEvent | undefined, box: Box): Promise<string[]> {
  const actor = user ?? userEvent;
  const input = boxOf(box);
  await actor.click(input);
  const listbox = listboxOf(input);
  const options = await within(listbox).findAllByRole("option");
  return options.map(nameOf);
}
