import { useEffect, useId, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { chartColors } from './chart-colors.ts';

// Only the pieces a bar chart needs, so the rest of Chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface BarChartProps {
  /** The chart's accessible name and the caption of its table. */
  title: string;
  labels: string[];
  values: number[];
  /** Column headings of the table alternative, e.g. ['Year', 'Films']. */
  columns: [string, string];
  /** Bars run left to right (rankings) rather than bottom to top. */
  horizontal?: boolean;
  /** How a value reads in the tooltip and the table, e.g. `12.5 h`. */
  formatValue?: (value: number) => string;
  className?: string;
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A bar chart drawn on a canvas, with the same figures in a table for screen readers. */
export function BarChart({
  title,
  labels,
  values,
  columns,
  horizontal = false,
  formatValue = String,
  className = 'h-64',
}: BarChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const tableId = useId();
  const dataKey = JSON.stringify([labels, values, horizontal]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const colors = chartColors();
    Chart.defaults.font.family = getComputedStyle(canvas).fontFamily;
    const valueAxis = {
      beginAtZero: true,
      grid: { color: colors.hairline },
      border: { display: false },
      ticks: { color: colors.muted, precision: 0 },
    };
    const categoryAxis = {
      grid: { display: false },
      border: { color: colors.hairline },
      ticks: { color: colors.muted, autoSkip: !horizontal },
    };
    const chart = new Chart(canvas, {
      type: 'bar',
      data: {
        labels,
        datasets: [
          {
            label: columns[1],
            data: values,
            backgroundColor: colors.accent,
            hoverBackgroundColor: colors.text,
            borderRadius: 4,
            maxBarThickness: 48,
          },
        ],
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : { duration: 200, easing: 'easeOutQuad' },
        plugins: {
          tooltip: {
            backgroundColor: colors.surface,
            borderColor: colors.hairline,
            borderWidth: 1,
            titleColor: colors.text,
            bodyColor: colors.text,
            displayColors: false,
            callbacks: { label: (item) => formatValue(Number(item.raw)) },
          },
        },
        scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
      },
    });
    return () => chart.destroy();
    // dataKey stands for labels, values and orientation; formatValue and columns only change with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataKey]);

  return (
    <figure className="m-0">
      <div className={`relative w-full ${className}`}>
        <canvas ref={canvasRef} role="img" aria-label={title} aria-describedby={tableId} />
      </div>
      <table id={tableId} className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatValue(values[index] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
