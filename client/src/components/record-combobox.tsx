import { Check, ChevronsUpDown, Plus, X } from "lucide-react";
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { t } from "@/i18n/screens";
import { cn } from "@/lib/utils";

/** One choice of a record combobox: its id, its name, and a line that tells it apart (type, e-mail or IČO). */
export interface ComboboxOption<Record = unknown> {
  id: string;
  label: string;
  detail?: string;
  record: Record;
}

export interface RecordComboboxProps<Record> {
  /** The input's id, for its <Label htmlFor>. */
  id: string;
  /** The chosen record, with its label (loaded by id when editing); null when nothing is chosen. */
  value: ComboboxOption<Record> | null;
  /** True while the chosen record's label is being loaded by its id. */
  valueLoading?: boolean;
  onChange: (option: ComboboxOption<Record> | null) => void;
  /** The matches of the current search; undefined before the first answer. */
  options: readonly ComboboxOption<Record>[] | undefined;
  /** Called with the typed text once typing pauses (`debounceMs`), and with "" when the list opens. */
  onSearch: (query: string) => void;
  /** Whether the list is open: the data source fetches only then. */
  onOpenChange?: (open: boolean) => void;
  /** A search is under way (the first one, or a new query while the old matches stay shown). */
  loading?: boolean;
  /** The search failed: this message instead of the matches. */
  error?: string | null;
  /** Offer "Create new…" with the typed text; called with it. */
  onCreate?: (query: string) => void;
  /** The create option's text for the typed query. */
  createLabel?: (query: string) => string;
  /** Nothing may be chosen (an optional field): a clear button, and an emptied box clears the choice. */
  clearable?: boolean;
  placeholder?: string;
  /** Shown when a search finds nothing. */
  emptyText?: string;
  debounceMs?: number;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  name?: string;
  className?: string;
  /** The text box, for a form library that focuses the field at fault. */
  ref?: Ref<HTMLInputElement>;
}

const DEFAULT_DEBOUNCE_MS = 200;

/**
 * The one picker of a contact, an organization or a deal (issue 23, decision 185): an editable combobox with a
 * listbox popup, after the WAI-ARIA Authoring Practices' "combobox with list autocomplete". The text box keeps the
 * focus; arrows move the active option (aria-activedescendant), Enter chooses it, Escape closes the list and gives
 * back the chosen record's name. Typing searches on the server (debounced by the caller's query, `onSearch`), so no
 * list of every record is ever loaded.
 */
export function RecordCombobox<Record>({
  id,
  value,
  valueLoading = false,
  onChange,
  options,
  onSearch,
  onOpenChange,
  loading = false,
  error = null,
  onCreate,
  createLabel = (query) => (query ? t("pickers.createNewNamed", { name: query }) : t("pickers.createNew")),
  clearable = false,
  placeholder = t("pickers.typeToSearch"),
  emptyText = t("pickers.noMatches"),
  debounceMs = DEFAULT_DEBOUNCE_MS,
  disabled,
  invalid,
  describedBy,
  required,
  name,
  className,
  ref,
}: RecordComboboxProps<Record>) {
  const listboxId = `${id}-listbox`;
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpenState] = useState(false);
  // What the box shows while the user types; null means "the chosen record's label".
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const query = (text ?? "").trim();

  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  // The search follows the typed text after a pause; an opened list asks at once.
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const [searched, setSearched] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(
      () => {
        setSearched(query);
        onSearchRef.current(query);
      },
      query ? debounceMs : 0,
    );
    return () => clearTimeout(timer);
  }, [open, query, debounceMs]);
  const stale = loading || searched !== query;

  const shown = options ?? [];
  const createIndex = onCreate ? shown.length : -1;
  const count = shown.length + (onCreate ? 1 : 0);
  const optionId = (index: number) => `${id}-option-${index}`;

  // A new answer starts at its first match (or nowhere when there is none).
  useEffect(() => {
    setActive(options && options.length > 0 ? 0 : -1);
  }, [options]);

  // The active option stays in sight as the arrows move it.
  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  function choose(option: ComboboxOption<Record> | null) {
    onChange(option);
    setText(null);
    setOpen(false);
  }

  function chooseIndex(index: number) {
    if (index === createIndex && onCreate) {
      setOpen(false);
      onCreate(query);
      setText(null);
      return;
    }
    const option = shown[index];
    if (option) choose(option);
  }

  function close() {
    setOpen(false);
    setText(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (event.altKey) return;
        setActive((current) => (count === 0 ? -1 : (current + 1) % count));
        return;
      case "ArrowUp":
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        setActive((current) => (count === 0 ? -1 : current <= 0 ? count - 1 : current - 1));
        return;
      case "Home":
      case "End":
        if (!open || count === 0) return;
        event.preventDefault();
        setActive(event.key === "Home" ? 0 : count - 1);
        return;
      case "Enter":
        // A closed list lets Enter submit the form, as in any text box.
        if (!open) return;
        event.preventDefault();
        // Not while the matches are of an older text: Enter would pick what the user no longer sees as meant.
        if (active >= 0 && !stale) chooseIndex(active);
        return;
      case "Escape":
        if (open) {
          // Only the list closes, not a dialog around it.
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (text !== null) {
          event.preventDefault();
          setText(null);
        }
        return;
    }
  }

  const displayed = text ?? value?.label ?? "";
  const status = !open
    ? ""
    : error
      ? error
      : stale && (!options || options.length === 0)
        ? t("palette.searching")
        : shown.length === 0
          ? emptyText
          : shown.length === 1
            ? t("pickers.oneMatch")
            : t("pickers.matches", { count: shown.length });

  return (
    <div className={cn("relative", className)}>
      <input
        ref={(node) => {
          inputRef.current = node;
          if (typeof ref === "function") ref(node);
          else if (ref) ref.current = node;
        }}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && active >= 0 && active < count ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        aria-busy={valueLoading || undefined}
        disabled={disabled}
        placeholder={valueLoading ? t("common.loadingEllipsis") : placeholder}
        value={displayed}
        onChange={(event) => {
          setText(event.target.value);
          if (!open) setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (!open) setOpen(true);
        }}
        onBlur={() => {
          // An emptied box clears an optional choice; other typing without a choice gives back the chosen name.
          if (clearable && text !== null && text.trim() === "" && value) onChange(null);
          close();
        }}
        className={cn(
          "flex h-9 w-full min-w-0 rounded-md border border-input bg-background py-1 pr-16 pl-3 text-sm shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        )}
      />
      <div className="absolute inset-y-0 right-1 flex items-center gap-0.5">
        {clearable && value && !disabled ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label={t("pickers.clear", { name: value.label })}
            className="inline-flex size-7 items-center justify-center rounded text-muted-foreground hover:text-foreground"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              choose(null);
              inputRef.current?.focus();
            }}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          className="inline-flex size-7 items-center justify-center rounded text-muted-foreground hover:text-foreground"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close();
            else {
              setOpen(true);
              inputRef.current?.focus();
            }
          }}
        >
          <ChevronsUpDown className="size-4" />
        </button>
      </div>
      <p id={statusId} className="sr-only" aria-live="polite">
        {status}
      </p>
      {/* Always in the document (aria-controls names it), shown only while open. */}
      <div
        id={listboxId}
        role="listbox"
        aria-label={t("pickers.matchesLabel")}
        hidden={!open}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {open && (error || (shown.length === 0 && !onCreate)) ? (
          <div className={cn("px-2 py-2 text-sm", error ? "text-destructive" : "text-muted-foreground")}>
            {error ?? (stale ? t("palette.searching") : emptyText)}
          </div>
        ) : null}
        {open && !error
          ? shown.map((option, index) => (
              // The keyboard stays in the text box (aria-activedescendant): options take only the mouse.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys
              <div
                key={option.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm sm:min-h-9",
                  index === active && "bg-accent text-accent-foreground",
                )}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => chooseIndex(index)}
              >
                <Check
                  aria-hidden="true"
                  className={cn("size-4 shrink-0", value?.id === option.id ? "opacity-100" : "opacity-0")}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{option.label}</span>
                  {option.detail ? (
                    <span className="block truncate text-xs text-muted-foreground">{option.detail}</span>
                  ) : null}
                </span>
              </div>
            ))
          : null}
        {open && !error && shown.length === 0 && onCreate ? (
          <div className="px-2 py-2 text-sm text-muted-foreground">{stale ? "Searching…" : emptyText}</div>
        ) : null}
        {open && !error && onCreate ? (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys
          <div
            id={optionId(createIndex)}
            role="option"
            tabIndex={-1}
            aria-selected={createIndex === active}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-sm border-t px-2 py-1.5 text-sm sm:min-h-9",
              createIndex === active && "bg-accent text-accent-foreground",
            )}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(createIndex)}
            onClick={() => chooseIndex(createIndex)}
          >
            <Plus aria-hidden="true" className="size-4 shrink-0" />
            {createLabel(query)}
          </div>
        ) : null}
      </div>
    </div>
  );
}
