import type { EChartsCoreOption } from 'echarts/core';
import type { CountRow, FunnelStep } from '@ehire/domain/contracts/statistics';

// ECharts options of the board's charts, built from the server's rows (zh-CN labels given by
// the rows themselves). Pure, so the tables and the charts show the same numbers.

const TOOLTIP = { trigger: 'item' as const };

export function perDayOption(rows: ReadonlyArray<{ date: string; count: number }>): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: rows.map((r) => r.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: '投递数', type: 'line', smooth: true, areaStyle: {}, data: rows.map((r) => r.count) }],
  };
}

export function funnelOption(steps: readonly FunnelStep[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}' },
    series: [
      {
        name: '招聘漏斗',
        type: 'funnel',
        sort: 'none',
        left: '10%',
        width: '80%',
        label: { show: true, position: 'inside', formatter: '{b} {c}' },
        data: steps.map((s) => ({ name: s.name, value: s.reached })),
      },
    ],
  };
}

export function pieOption(name: string, rows: readonly CountRow[]): EChartsCoreOption {
  return {
    tooltip: { ...TOOLTIP, formatter: '{b}：{c}（{d}%）' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        name,
        type: 'pie',
        radius: ['35%', '65%'],
        center: ['50%', '45%'],
        data: rows.filter((r) => r.count > 0).map((r) => ({ name: r.label, value: r.count })),
      },
    ],
  };
}

export function barOption(name: string, rows: readonly CountRow[], horizontal = false): EChartsCoreOption {
  const labels = rows.map((r) => r.label);
  const category = {
    type: 'category',
    data: horizontal ? [...labels].reverse() : labels,
    axisLabel: { width: 96, overflow: 'truncate' },
  };
  const value = { type: 'value', minInterval: 1 };
  const data = rows.map((r) => r.count);
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: horizontal ? 112 : 48, right: 24, top: 16, bottom: 32 },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    series: [{ name, type: 'bar', data: horizontal ? [...data].reverse() : data, barMaxWidth: 28 }],
  };
}

/** 12.3% for a fraction; — when unknown. */
export function percent(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`;
}
