'use client';

import { useTranslations } from 'next-intl';
import { VIP_FEATURES, type VipFeature } from '@/lib/catalog/types';
import type { VipFeatureInfo } from '@/lib/client/user';
import { VipFeatureStatus } from './vip-feature-status';

interface VipFeatureListProps {
  selected: VipFeature;
  onSelect: (feature: VipFeature) => void;
  /** The signed-in user's features; null when signed out or not loaded yet. */
  vipFeatures: readonly VipFeatureInfo[] | null;
}

/** The seven features, each with its description and the user's status; picking one selects it for purchase. */
export function VipFeatureList({ selected, onSelect, vipFeatures }: VipFeatureListProps) {
  const t = useTranslations('vip');
  return (
    <fieldset className="vip-features">
      <legend>{t('features.heading')}</legend>
      {VIP_FEATURES.map((feature) => (
        <label key={feature} className={`vip-feature ${feature === selected ? 'vip-feature--selected' : ''}`}>
          <input
            type="radio"
            name="vip-feature"
            value={feature}
            checked={feature === selected}
            onChange={() => onSelect(feature)}
          />
          <span className="vip-feature__text">
            <strong>{t(`features.${feature}.name`)}</strong>
            <span className="vip-feature__description">{t(`features.${feature}.description`)}</span>
          </span>
          {vipFeatures ? (
            <VipFeatureStatus info={vipFeatures.find((entry) => entry.feature === feature) ?? null} />
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
