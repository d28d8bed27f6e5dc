import { env } from '@/config/env';
import { local } from '../storage/storage';
import type { AreaParams, SystemName } from './area';
import { readAreaParams } from './href';

/** The remembered system (`home` by default). */
export function rememberedSystem(): SystemName {
  return local.get('ow.system') === 'governmentMap' ? 'governmentMap' : 'home';
}

export function rememberSystem(sys: SystemName): void {
  local.set('ow.system', sys);
}

/** Stored area defaults: the last area the user chose, else configuration. */
export function storedAreaParams(): AreaParams {
  const stored = local.getJson<Partial<AreaParams>>('ow.area') ?? {};
  return {
    fixedArea: stored.fixedArea || env.fixedArea,
    rootArea: stored.rootArea || env.rootArea,
    sys: rememberedSystem(),
  };
}

export function storeAreaParams(area: Partial<AreaParams>): void {
  const prev = local.getJson<Partial<AreaParams>>('ow.area') ?? {};
  local.setJson('ow.area', { ...prev, fixedArea: area.fixedArea ?? prev.fixedArea, rootArea: area.rootArea ?? prev.rootArea });
}

/** Area parameters of a query string, completed from the stored defaults. */
export function effectiveAreaParams(search: string): AreaParams {
  return { ...storedAreaParams(), ...readAreaParams(search) };
}
