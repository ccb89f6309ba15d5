/*
 * Chart.js (4.x, MIT): the most used and steadily released canvas chart library on npm, with
 * grouped bars, tooltips and responsive resizing built in. Registering only the bar chart's
 * parts keeps it small, and this module is loaded with React.lazy, so only the dashboard
 * fetches it; the rest of the staff app does not carry it. uPlot is smaller still but draws
 * bars and legends through hand-written plugins. A canvas says nothing to a screen reader: the
 * dashboard gives it a text alternative and the same figures in a table.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import type { Locale } from '@shop/i18n';
import { useEffect, useRef } from 'react';
import { day, money } from '../lib/format.ts';
import type { EditionDailySales } from '../lib/staff-api-types.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** One colour per edition, in the app's palette, each readable against white. */
const editionColours = ['#12686d', '#c2660a'];

export default function DailySalesChart({
  series,
  locale,
  label,
  editionName,
}: {
  series: EditionDailySales[];
  locale: Locale;
  /** The canvas's accessible name: what it shows, the figures being in the table beside it. */
  label: string;
  editionName: (store: EditionDailySales['store']) => string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: (series[0]?.days ?? []).map((entry) => day(entry.day, locale)),
        datasets: series.map((edition, index) => ({
          label: editionName(edition.store),
          data: edition.days.map((entry) => entry.total),
          backgroundColor: editionColours[index % editionColours.length],
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale,
        scales: {
          x: { ticks: { maxRotation: 0, autoSkipPadding: 12 } },
          y: {
            beginAtZero: true,
            // Amounts are whole cents: without sales chart.js would step by 0.1, which money() refuses.
            ticks: { precision: 0, callback: (value) => money(Number(value), locale) },
          },
        },
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}: ${money(item.parsed.y ?? 0, locale)}`,
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [series, locale, editionName]);
  return (
    <div className="relative h-64 w-full md:h-80">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
