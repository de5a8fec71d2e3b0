'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { GasHistoryPoint } from '@/lib/server/gas/history';
import type { ChainGasView } from '@/lib/server/gas/snapshot';

const WIDTH = 720;
const HEIGHT = 220;
const PADDING = 8;

/** The line of a chain's last 24 hours, scaled to the box (time across, standard Gwei up). */
export function chartPath(points: readonly GasHistoryPoint[]): { path: string; min: number; max: number } | null {
  if (points.length < 2) return null;
  const values = points.map((point) => Number(point.gwei));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const first = points[0].time;
  const span = Math.max(points[points.length - 1].time - first, 1);
  const range = max - min || 1;
  const path = points
    .map((point, index) => {
      const x = PADDING + ((point.time - first) / span) * (WIDTH - 2 * PADDING);
      const y = HEIGHT - PADDING - ((values[index] - min) / range) * (HEIGHT - 2 * PADDING);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return { path, min, max };
}

/** The standard price of one chain over the last 24 hours (samples every 5 minutes, kept by a server job). */
export function GasChart({
  chains,
  history,
}: {
  chains: readonly ChainGasView[];
  history: Readonly<Record<number, readonly GasHistoryPoint[]>>;
}) {
  const t = useTranslations('gas.chart');
  const id = useId();
  const [chainId, setChainId] = useState(chains[0]?.chainId);
  const chain = chains.find((candidate) => candidate.chainId === chainId) ?? chains[0];
  const points = (chain && history[chain.chainId]) ?? [];
  const line = chartPath(points);
  return (
    <section className="gas-chart" aria-labelledby={`${id}-title`}>
      <div className="gas-chart__head">
        <h2 id={`${id}-title`}>{t('title')}</h2>
        <label className="gas-chart__pick">
          <span className="account-field__label">{t('chain')}</span>
          <select value={chain?.chainId} onChange={(event) => setChainId(Number(event.target.value))}>
            {chains.map((candidate) => (
              <option key={candidate.chainId} value={candidate.chainId}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {line ? (
        <figure className="gas-chart__figure">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={t('label', { chain: chain?.name ?? '', min: String(line.min), max: String(line.max) })}
          >
            <path d={line.path} fill="none" stroke="var(--color-accent)" strokeWidth="2" />
          </svg>
          <figcaption className="gas-chart__axis account-card__muted">
            <span>{t('range', { min: String(line.min), max: String(line.max) })}</span>
            <span>{t('window')}</span>
          </figcaption>
        </figure>
      ) : (
        <p className="account-card__muted">{t('empty')}</p>
      )}
    </section>
  );
}
