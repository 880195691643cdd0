import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatCentsIn, numberFormat } from "@kancl/shared/locale-format";
import { currentLocale, useLanguage, useT } from "@/i18n/i18n";
import { paidInvoicesOfMonth, shortMonthLabel } from "./overview-links";

// uPlot (decision 152): a small, canvas-drawn chart library, loaded only with this module (overview-figures lazy-loads
// it), so it stays out of the initial bundle and adds ~20 KB gzip to the whole app.

export interface RevenueChartProps {
  months: { month: string; amount: number }[];
}

const HEIGHT = 192;

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

/**
 * Revenue by month as bars. A click on a bar opens the paid invoices of its month; the same figures are links in the
 * list under the chart, which keyboards and screen readers use (the canvas is one image to them).
 */
export default function RevenueChart({ months }: RevenueChartProps) {
  const t = useT();
  const language = useLanguage();
  const host = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language redraws the axes in its formats
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const compact = numberFormat(currentLocale(), { notation: "compact" });
    let plot: uPlot | undefined;
    const draw = () => {
      plot?.destroy();
      plot = undefined;
      // Without a 2D canvas (an old or a test browser) the month list below carries the figures alone.
      if (!document.createElement("canvas").getContext?.("2d")) return;
      const text = themeColor("text-muted-foreground");
      const grid = themeColor("text-border");
      const bar = themeColor("text-primary");
      const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { show: false } };
      plot = new uPlot(
        {
          width: element.clientWidth || 600,
          height: HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false }, points: { show: false } },
          scales: {
            x: { time: false, range: [-0.5, months.length - 0.5] },
            y: { range: (_u, _min, max) => [0, max || 1] },
          },
          axes: [
            {
              ...axis,
              grid: { show: false },
              splits: () => months.map((_, index) => index),
              values: (_u, splits) => splits.map((index) => shortMonthLabel(months[index]?.month ?? "")),
            },
            { ...axis, size: 56, values: (_u, splits) => splits.map((value) => compact.format(value)) },
          ],
          series: [
            {},
            {
              label: t("overview.chartSeries"),
              fill: bar,
              stroke: bar,
              paths: uPlot.paths.bars?.({ size: [0.6, 40], radius: 0.15 }),
              points: { show: false },
              value: (_u, value) =>
                value == null ? "" : formatCentsIn(currentLocale(), Math.round(value * 100), "CZK"),
            },
          ],
        },
        [months.map((_, index) => index), months.map((m) => m.amount)],
        element,
      );
      const shown = plot;
      shown.over.style.cursor = "pointer";
      shown.over.addEventListener("click", () => {
        const index = shown.cursor.idx;
        const month = index == null ? undefined : months[index];
        if (month) navigate(paidInvoicesOfMonth(month.month));
      });
    };
    draw();
    // The theme toggle swaps the class on <html>: redraw in the new colours; a new width redraws too.
    const themeObserver = new MutationObserver(draw);
    themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    const sizeObserver = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: HEIGHT }));
    sizeObserver.observe(element);
    return () => {
      themeObserver.disconnect();
      sizeObserver.disconnect();
      plot?.destroy();
    };
  }, [months, navigate, language, t]);

  return <div ref={host} role="img" aria-label={t("overview.chartLabel")} className="h-48 w-full overflow-hidden" />;
}
