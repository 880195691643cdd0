import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { formatDateRange } from "../project-format";
import {
  type BarChange,
  barGeometry,
  type DatedItem,
  pixelsToDays,
  shiftDates,
  type TimelineAxis,
} from "./timeline-scale";

/** How long after the last arrow key a keyboard change is saved. */
const KEYBOARD_SAVE_DELAY_MS = 700;

interface TimelineBarProps {
  label: string;
  item: DatedItem;
  axis: TimelineAxis;
  tone?: "project" | "task" | "done";
  onChange: (dates: DatedItem) => void;
  onOpen?: () => void;
}

/**
 * One bar on the time axis: dragged by its body to move both dates, by an edge to move one (whole days). From the
 * keyboard: ←/→ move it a day, Shift+←/→ change the due date, Alt+←/→ the start date; the change is saved once the
 * keys rest; Enter opens the item.
 */
export function TimelineBar({ label, item, axis, tone = "task", onChange, onOpen }: TimelineBarProps) {
  const [draft, setDraft] = useState<DatedItem | null>(null);
  const drag = useRef<{ change: BarChange; x: number; moved: boolean } | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(saveTimer.current), []);
  const shown = draft ?? item;
  const geometry = barGeometry(shown, axis);
  if (!geometry) return null;
  const range = formatDateRange(shown.start, shown.end) ?? "";

  function commit(next: DatedItem | null) {
    setDraft(null);
    if (next && (next.start !== item.start || next.end !== item.end)) onChange(next);
  }

  function startDrag(change: BarChange) {
    return (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.stopPropagation();
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { change, x: event.clientX, moved: false };
    };
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (!drag.current) return;
    const days = pixelsToDays(event.clientX - drag.current.x, axis);
    if (days !== 0) drag.current.moved = true;
    setDraft(shiftDates(item, drag.current.change, days));
  }

  function onPointerUp() {
    const wasDrag = drag.current?.moved;
    drag.current = null;
    if (wasDrag) commit(draft);
    else setDraft(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const days = event.key === "ArrowLeft" ? -1 : 1;
    const change: BarChange = event.shiftKey ? "end" : event.altKey ? "start" : "move";
    const next = shiftDates(draft ?? item, change, days);
    setDraft(next);
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => commit(next), KEYBOARD_SAVE_DELAY_MS);
  }

  return (
    <div
      className="absolute top-1 bottom-1 flex"
      style={{ left: geometry.left, width: Math.max(geometry.width, axis.dayWidth) }}
    >
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 z-10 w-2 cursor-ew-resize"
        onPointerDown={startDrag("start")}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      />
      <button
        type="button"
        aria-label={`${label}: ${range}`}
        aria-describedby="timeline-keys"
        className={cn(
          "h-full w-full min-w-0 cursor-grab touch-none truncate rounded px-2 text-left text-xs font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1",
          tone === "project" && "bg-primary text-primary-foreground",
          tone === "task" && "bg-sky-600 text-white dark:bg-sky-500 dark:text-slate-950",
          tone === "done" && "bg-muted-foreground/40 text-foreground",
          draft && "ring-2 ring-primary/60",
        )}
        onPointerDown={startDrag("move")}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft && !drag.current) {
            clearTimeout(saveTimer.current);
            commit(draft);
          }
        }}
        onClick={() => {
          if (!draft) onOpen?.();
        }}
      >
        {label}
      </button>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 right-0 z-10 w-2 cursor-ew-resize"
        onPointerDown={startDrag("end")}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      />
      {draft ? (
        <span role="status" className="sr-only">
          {label}: {range}
        </span>
      ) : null}
    </div>
  );
}
