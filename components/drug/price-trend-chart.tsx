// The NADAC price trend of a dose as a small SVG line chart: a summary sentence says what it shows, the chart is one
// labelled image, and the monthly figures are in a table for anyone who cannot see it.
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { formatMoney, formatMonth, formatPercent } from "@/lib/site/format";
import type { PriceTrend } from "@/lib/site/read-price-trend";

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 12, right: 12, bottom: 28, left: 64 };

export function PriceTrendChart({ trend }: { trend: PriceTrend | null }) {
  const t = useTranslations("drug");
  const locale = useLocale();
  const id = useId();
  const months = trend?.months ?? [];
  const first = months[0];
  const last = months.at(-1);
  if (!trend || !first || !last) return <p className="text-slate-700">{t("trendNone")}</p>;

  const values = months.map((m) => m.perUnit);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || max || 1;
  const x = (i: number) => PAD.left + (i / Math.max(months.length - 1, 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - min) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const line = months.map((m, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(m.perUnit).toFixed(1)}`).join(" ");
  const area = `${line} L${x(months.length - 1).toFixed(1)},${HEIGHT - PAD.bottom} L${PAD.left},${HEIGHT - PAD.bottom} Z`;
  const change = first.perUnit > 0 ? (last.perUnit - first.perUnit) / first.perUnit : 0;
  const money = (v: number) => formatMoney(v, locale);
  const summary = t("trendSummary", {
    from: money(first.perUnit),
    fromMonth: formatMonth(first.month, locale),
    to: money(last.perUnit),
    toMonth: formatMonth(last.month, locale),
    change: `${change > 0 ? "+" : ""}${formatPercent(change, locale)}`,
  });

  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-slate-700">
        {t("trendIntro", { unit: trend.unit, months: months.length })} <strong>{summary}</strong>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>{`${t("trend")}: ${summary}`}</title>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max)} y2={y(max)} className="stroke-slate-200" />
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(min)} y2={y(min)} className="stroke-slate-300" />
        <path d={area} className="fill-accent-100" />
        <path d={line} className="fill-none stroke-accent-700" strokeWidth={2.5} strokeLinejoin="round" />
        <circle cx={x(months.length - 1)} cy={y(last.perUnit)} r={4} className="fill-accent-700" />
        <g className="fill-slate-700 text-[12px]">
          <text x={PAD.left - 8} y={y(max) + 4} textAnchor="end">
            {money(max)}
          </text>
          {max !== min && (
            <text x={PAD.left - 8} y={y(min) + 4} textAnchor="end">
              {money(min)}
            </text>
          )}
          <text x={PAD.left} y={HEIGHT - 8}>
            {formatMonth(first.month, locale)}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
            {formatMonth(last.month, locale)}
          </text>
        </g>
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-accent-700">{t("trendTable")}</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  {t("trendMonth")}
                </th>
                <th scope="col" className="py-1 font-semibold">
                  {t("trendPrice", { unit: trend.unit })}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month} className="border-t border-slate-100">
                  <td className="py-1 pr-4">{formatMonth(m.month, locale)}</td>
                  <td className="py-1 tabular-nums">{money(m.perUnit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
