import { formatCzechMoney } from "@kancl/shared";
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { monthLabel, paidInvoicesOfMonth } from "./overview-links";

// Only the parts a bar chart uses: chart.js tree-shakes the rest away. This module is loaded lazily (overview-figures).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface RevenueChartProps {
  months: { month: string; amount: number }[];
}

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
 * Revenue by month as bars (chart.js on a canvas). A bar opens the paid invoices of its month; the same figures are
 * links in the list beside the chart, which is what keyboards and screen readers use.
 */
export default function RevenueChart({ months }: RevenueChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let chart: Chart<"bar"> | undefined;
    const draw = () => {
      chart?.destroy();
      const text = themeColor("text-muted-foreground");
      const bar = themeColor("text-primary");
      const grid = themeColor("text-border");
      chart = new Chart(element, {
        type: "bar",
        data: {
          labels: months.map((m) => monthLabel(m.month)),
          datasets: [{ data: months.map((m) => m.amount), backgroundColor: bar, borderRadius: 4, maxBarThickness: 36 }],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          onClick: (_event, elements) => {
            const index = elements[0]?.index;
            const month = index === undefined ? undefined : months[index];
            if (month) navigate(paidInvoicesOfMonth(month.month));
          },
          onHover: (event, elements) => {
            const target = event.native?.target as HTMLElement | undefined;
            if (target) target.style.cursor = elements.length ? "pointer" : "default";
          },
          plugins: {
            tooltip: { callbacks: { label: (item) => formatCzechMoney(Math.round(Number(item.raw) * 100), "CZK") } },
          },
          scales: {
            x: { ticks: { color: text }, grid: { display: false } },
            y: {
              beginAtZero: true,
              ticks: {
                color: text,
                callback: (value) => `${new Intl.NumberFormat("cs-CZ", { notation: "compact" }).format(Number(value))}`,
              },
              grid: { color: grid },
            },
          },
        },
      });
    };
    draw();
    // The theme toggle swaps the class on <html>: redraw in the new colours.
    const observer = new MutationObserver(draw);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    return () => {
      observer.disconnect();
      chart?.destroy();
    };
  }, [months, navigate]);

  return (
    <div className="relative h-48 w-full">
      <canvas ref={canvas} role="img" aria-label="Graf tržeb podle měsíců (čísla jsou v seznamu pod ním)" />
    </div>
  );
}
