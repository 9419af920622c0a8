// A stacked bar chart drawn with Chart.js (only the bar chart's pieces are registered, so the rest of
// the library stays out of the bundle). The same numbers are offered as a table for screen readers and
// for anyone who prefers one. Chart.js draws on a canvas and needs no eval and no inline styles.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { ChartData } from './chart-data.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The brand's colours, in the order the series take them. */
const COLOURS = ['#1d5a58', '#a84b23', '#b8893b', '#5c544c', '#123f3e', '#8c3c1a'];

export function BarChart({
  title,
  data,
  stacked = true,
}: {
  title: string;
  data: ChartData;
  stacked?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: data.labels,
        datasets: data.series.map((series, index) => ({
          label: series.label,
          data: series.values,
          backgroundColor: COLOURS[index % COLOURS.length],
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { stacked },
          y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [data, stacked]);

  return (
    <figure>
      <div className="relative h-64">
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${title}: bar chart; the same numbers are in the table below`}
        />
      </div>
      <details className="mt-2 text-sm">
        <summary className="min-h-6 cursor-pointer font-semibold text-teal">Show as a table</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">
                  <span className="sr-only">Series</span>
                </th>
                {data.labels.map((label) => (
                  <th key={label} scope="col" className="px-2 py-1 whitespace-nowrap">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.series.map((series) => (
                <tr key={series.label} className="border-t border-sand">
                  <th scope="row" className="px-2 py-1">
                    {series.label}
                  </th>
                  {series.values.map((value, index) => (
                    <td key={index} className="px-2 py-1">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
