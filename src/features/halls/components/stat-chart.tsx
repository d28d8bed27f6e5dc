import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useId } from 'react';
import type { StatPoint } from '../types';

const W = 360;
const H = 220;
const M = { top: 12, right: 8, bottom: 44, left: 40 };

/**
 * One measure of the statistics as an SVG chart (visx): bars for counts, a line for averages.
 * role="img" with a title and a summary; the exact numbers are in the table beside it.
 */
export function StatChart({
  points,
  measure,
  title,
  unit,
  kind,
}: {
  points: StatPoint[];
  measure: 'visits' | 'avgWait' | 'rating';
  title: string;
  unit: string;
  kind: 'bar' | 'line';
}) {
  const id = useId();
  const values = points.map((p) => p[measure] ?? 0);
  const max = Math.max(1, ...values);
  const x = scaleBand({ domain: points.map((p) => p.label), range: [0, W - M.left - M.right], padding: 0.25 });
  const y = scaleLinear({
    domain: [measure === 'rating' ? 0 : 0, measure === 'rating' ? 5 : max * 1.1],
    range: [H - M.top - M.bottom, 0],
    nice: true,
  });
  const shown = points.filter((p) => p[measure] !== null);
  const top = shown.reduce((a, b) => ((b[measure] ?? 0) > (a[measure] ?? 0) ? b : a), shown[0] ?? points[0]);
  const summary = shown.length ? `最高为${top.label}，${top[measure]}${unit}` : '暂无数据';
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-labelledby={`${id}-t ${id}-d`}>
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{summary}</desc>
      <Group left={M.left} top={M.top}>
        {kind === 'bar'
          ? points.map((p) => {
              const v = p[measure] ?? 0;
              const bh = H - M.top - M.bottom - y(v);
              return (
                <Bar key={p.label} x={x(p.label)} y={y(v)} width={x.bandwidth()} height={Math.max(0, bh)} fill="var(--adm-color-primary)" />
              );
            })
          : null}
        {kind === 'line' ? (
          <LinePath
            data={shown}
            x={(p) => (x(p.label) ?? 0) + x.bandwidth() / 2}
            y={(p) => y(p[measure] ?? 0)}
            stroke="var(--adm-color-warning)"
            strokeWidth={2.5}
          />
        ) : null}
        {kind === 'line'
          ? shown.map((p) => (
              <circle
                key={p.label}
                cx={(x(p.label) ?? 0) + x.bandwidth() / 2}
                cy={y(p[measure] ?? 0)}
                r={3}
                fill="var(--adm-color-warning)"
              />
            ))
          : null}
        <AxisLeft
          scale={y}
          numTicks={4}
          stroke="#595959"
          tickStroke="#595959"
          tickLabelProps={{ fill: '#1d2129', fontSize: 10, textAnchor: 'end', dx: -2, dy: 3 }}
        />
        <AxisBottom
          top={H - M.top - M.bottom}
          scale={x}
          stroke="#595959"
          tickStroke="#595959"
          tickFormat={(l) => String(l).split(' ')[0]}
          numTicks={7}
          tickValues={points.filter((_, i) => points.length <= 8 || i % 2 === 1).map((p) => p.label)}
          tickLabelProps={{ fill: '#1d2129', fontSize: 10, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}
