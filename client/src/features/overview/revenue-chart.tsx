import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { paidInvoicesOfMonth, shortMonthLabel } from "./overview-links";

// Twelve bars on a canvas, drawn here (decision 195): the layout of the uPlot chart it replaced (decision 152) — the
// same axes, padding, "nice" steps, bar width and rounding — at ~1.5 KB gzip instead of ~23 KB. Loaded lazily with
// the figures all the same.

export interface RevenueChartProps {
  months: { month: string; amount: number }[];
}

const HEIGHT = 192;
/** uPlot's geometry: the y axis 56 px wide, the x axis 50 px tall, padding of a third of it on top and half the
 *  default y axis (25 px) on the right; labels 5 px from the plot. */
const LEFT = 56;
const TOP = 17;
const RIGHT = 25;
const BOTTOM = 50;
const GAP = 5;
/** The smallest distance between two value lines. */
const MIN_SPACE = 30;
const FONT =
  '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"';

/** A CSS colour of the theme, resolved by the browser (the design tokens are custom properties). */
function themeColor(className: string): string {
  const probe = document.createElement("span");
  probe.className = className;
  probe.style.display = "none";
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

const compact = new Intl.NumberFormat("cs-CZ", { notation: "compact" });

/** The step between value lines: the smallest 1, 2, 2.5 or 5 × 10ⁿ that leaves MIN_SPACE pixels between them. */
export function valueStep(max: number, plotHeight: number): number {
  for (let power = 10 ** Math.floor(Math.log10((MIN_SPACE / plotHeight) * max)); ; power *= 10) {
    for (const multiple of [1, 2, 2.5, 5]) {
      const step = power * multiple;
      if ((plotHeight * step) / max >= MIN_SPACE) return step;
    }
  }
}

function drawChart(canvas: HTMLCanvasElement, width: number, months: RevenueChartProps["months"]) {
  const context = canvas.getContext?.("2d");
  // Without a 2D canvas (an old or a test browser) the month list below carries the figures alone.
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(HEIGHT * ratio);
  context.scale(ratio, ratio);
  const text = themeColor("text-muted-foreground");
  const grid = themeColor("text-border");
  const bar = themeColor("text-primary");
  const plotWidth = width - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const bottom = TOP + plotHeight;
  const max = Math.max(0, ...months.map((m) => m.amount)) || 1;
  const y = (value: number) => bottom - (value / max) * plotHeight;
  context.font = FONT;
  context.fillStyle = text;

  // Value lines and their labels.
  const step = valueStep(max, plotHeight);
  context.textAlign = "right";
  context.textBaseline = "middle";
  context.strokeStyle = grid;
  context.lineWidth = 1;
  context.beginPath();
  for (let line = 0; line * step <= max; line++) {
    const value = line * step;
    const at = Math.round(y(value));
    context.fillText(compact.format(value), LEFT - GAP, at);
    context.moveTo(LEFT, at + 0.5);
    context.lineTo(LEFT + plotWidth, at + 0.5);
  }
  context.stroke();

  // A bar and a month label per slot.
  const slot = plotWidth / months.length;
  const barWidth = Math.min(slot * 0.6, 40);
  const radius = barWidth * 0.15;
  context.textAlign = "center";
  context.textBaseline = "top";
  months.forEach((month, index) => {
    const center = LEFT + slot * (index + 0.5);
    context.fillStyle = text;
    context.fillText(shortMonthLabel(month.month), center, bottom + GAP);
    const top = y(month.amount);
    context.fillStyle = bar;
    context.strokeStyle = bar;
    context.beginPath();
    context.roundRect(center - barWidth / 2, top, barWidth, bottom - top, [Math.min(radius, bottom - top), 0]);
    context.fill();
    context.stroke();
  });
}

/**
 * Revenue by month as bars. A click on a bar opens the paid invoices of its month; the same figures are links in the
 * list under the chart, which keyboards and screen readers use (the canvas is one image to them).
 */
export default function RevenueChart({ months }: RevenueChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const navigate = useNavigate();
  const [width, setWidth] = useState(0);
  const [pointer, setPointer] = useState<{ x: number; y: number }>();

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth || 600);
    measure();
    const sizeObserver = new ResizeObserver(measure);
    sizeObserver.observe(element);
    return () => sizeObserver.disconnect();
  }, []);

  useEffect(() => {
    const target = canvas.current;
    if (!target || width === 0) return;
    const draw = () => drawChart(target, width, months);
    draw();
    // The theme toggle swaps the class on <html>: redraw in the new colours.
    const themeObserver = new MutationObserver(draw);
    themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    return () => themeObserver.disconnect();
  }, [months, width]);

  const plotWidth = width - LEFT - RIGHT;
  const at = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  return (
    <div
      ref={host}
      role="img"
      aria-label="Graf tržeb podle měsíců (čísla jsou v seznamu pod ním)"
      className="relative h-48 w-full overflow-hidden select-none"
    >
      {width > 0 && (
        <>
          <canvas ref={canvas} className="block" style={{ width, height: HEIGHT }} />
          {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a mouse shortcut; keyboards and screen readers use the month links under the chart */}
          <div
            className="absolute cursor-pointer overflow-hidden"
            style={{ left: LEFT, top: TOP, width: plotWidth, height: HEIGHT - TOP - BOTTOM }}
            onMouseMove={(event) => setPointer(at(event))}
            onMouseLeave={() => setPointer(undefined)}
            onClick={(event) => {
              const index = Math.floor((at(event).x / plotWidth) * months.length);
              const month = months[Math.min(Math.max(index, 0), months.length - 1)];
              if (month) navigate(paidInvoicesOfMonth(month.month));
            }}
          >
            {pointer && (
              <>
                <div
                  className="pointer-events-none absolute top-0 h-full border-r border-dashed border-[#607D8B]"
                  style={{ left: Math.round(pointer.x) }}
                />
                <div
                  className="pointer-events-none absolute left-0 w-full border-b border-dashed border-[#607D8B]"
                  style={{ top: Math.round(pointer.y) }}
                />
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
