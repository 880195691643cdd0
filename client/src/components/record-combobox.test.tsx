import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ComboboxOption, RecordCombobox } from "./record-combobox";

type Record = { name: string };
const option = (id: string, label: string, detail?: string): ComboboxOption<Record> => ({
  id,
  label,
  detail,
  record: { name: label },
});
const ACME = option("1", "Acme", "Organization · IČO 27082440");
const ALFA = option("2", "Alfa", "Person · alfa@example.cz");
const BETA = option("3", "Beta", "Organization");

interface HarnessProps {
  /** What a search answers: the options for a query (undefined = no answer yet). */
  answer?: (query: string) => readonly ComboboxOption<Record>[] | undefined;
  initial?: ComboboxOption<Record> | null;
  onSearch?: (query: string) => void;
  onChange?: (option: ComboboxOption<Record> | null) => void;
  onCreate?: (query: string) => void;
  loading?: boolean;
  error?: string | null;
  clearable?: boolean;
}

/** The combobox with a label, a state for its value, and a search that answers at once from `answer`. */
function Harness({
  answer = () => [ACME, ALFA, BETA],
  initial = null,
  onSearch,
  onChange,
  onCreate,
  loading,
  error,
  clearable,
}: HarnessProps) {
  const [value, setValue] = useState(initial);
  const [query, setQuery] = useState<string | null>(null);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="picker">Client</label>
      <RecordCombobox<Record>
        id="picker"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        options={query === null ? undefined : answer(query)}
        onSearch={(q) => {
          setQuery(q);
          onSearch?.(q);
        }}
        onCreate={onCreate}
        loading={loading}
        error={error}
        clearable={clearable}
      />
      <input aria-label="Next field" />
    </form>
  );
}

const combobox = () => screen.getByRole("combobox", { name: "Client" });

describe("RecordCombobox", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is a WAI-ARIA combobox: closed at first, ArrowDown opens the list, arrows move, Enter chooses", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = combobox();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveAttribute("aria-autocomplete", "list");
    await user.click(screen.getByLabelText("Next field"));
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = await screen.findByRole("listbox");
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    const options = await screen.findAllByRole("option");
    expect(options.map((node) => node.textContent)).toEqual([
      "AcmeOrganization · IČO 27082440",
      "AlfaPerson · alfa@example.cz",
      "BetaOrganization",
    ]);
    // The first match is active; the focus stays in the text box.
    expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[2]?.id);
    expect(options[2]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}"); // wraps to the first
    expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await user.keyboard("{ArrowUp}"); // and back to the last
    expect(input).toHaveAttribute("aria-activedescendant", options[2]?.id);
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith(BETA);
    expect(input).toHaveValue("Beta");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveFocus();
  });

  it("Escape closes the list and gives back the chosen name; typing without choosing changes nothing", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    render(<Harness initial={ACME} onChange={onChange} />);
    const input = combobox();
    expect(input).toHaveValue("Acme");
    await user.clear(input);
    await user.type(input, "Be");
    expect(input).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("Acme");
    await user.type(input, "x");
    await user.tab();
    expect(input).toHaveValue("Acme");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("searches once typing pauses (debounced), not once per key", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 20 });
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} answer={(q) => [ACME, ALFA, BETA].filter((o) => o.label.startsWith(q))} />);
    await user.type(combobox(), "Alf");
    // Opening asks at once with ""; the keys typed 20 ms apart make no request of their own.
    expect(onSearch.mock.calls).toEqual([[""]]);
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(onSearch.mock.calls).toEqual([[""], ["Alf"]]);
    expect(screen.getAllByRole("option").map((node) => node.textContent)).toEqual(["AlfaPerson · alfa@example.cz"]);
  });

  it("Enter does not choose a match of an older text while the new search is under way", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(combobox());
    await screen.findAllByRole("option");
    await user.keyboard("Zz{Enter}");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says so when nothing matches, and while the first answer is on its way", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { rerender } = render(<Harness answer={() => undefined} loading />);
    await user.click(combobox());
    expect(await screen.findByRole("listbox")).toHaveTextContent("Searching…");
    rerender(<Harness answer={() => []} />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole("listbox")).toHaveTextContent("No matches");
    expect(screen.queryAllByRole("option")).toEqual([]);
    // The count is announced politely too.
    expect(screen.getByText("No matches", { selector: "[aria-live]" })).toBeInTheDocument();
  });

  it("shows a failed search instead of matches", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness error="Could not search: offline" />);
    await user.click(combobox());
    expect(await screen.findByRole("listbox")).toHaveTextContent("Could not search: offline");
    expect(screen.queryAllByRole("option")).toEqual([]);
  });

  it("offers Create new… with the typed text, by keyboard too", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onCreate = vi.fn();
    render(<Harness onCreate={onCreate} answer={() => []} />);
    await user.type(combobox(), "Nová firma");
    await act(() => vi.advanceTimersByTimeAsync(250));
    const create = screen.getByRole("option", { name: 'Create new "Nová firma"…' });
    await user.keyboard("{ArrowDown}");
    expect(combobox()).toHaveAttribute("aria-activedescendant", create.id);
    await user.keyboard("{Enter}");
    expect(onCreate).toHaveBeenCalledWith("Nová firma");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
  });

  it("an optional choice is cleared by emptying the box or by its clear button; a click chooses", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    render(<Harness initial={ACME} clearable onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Clear Acme" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(combobox()).toHaveValue("");
    await user.click(combobox());
    await user.click(await screen.findByRole("option", { name: /Alfa/ }));
    expect(onChange).toHaveBeenLastCalledWith(ALFA);
    await user.clear(combobox());
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
