import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import { readDictionary, type DictOption } from '@/lib/forms/dictionary';
import type { FormDef } from '@/features/matters/online-types';

/** A form definition with every dictionary its fields name, read by the one reader. */
export interface LoadedForm {
  def: FormDef;
  dicts: Record<string, DictOption[]>;
}

/** The form of a matter (`matterId`) or a form by its id (`id`), with its dictionaries. */
export async function getFormDefinition(by: { matterId: string } | { id: string }): Promise<LoadedForm> {
  const def = await gateway.get<FormDef>('/online-processing/anon/form/definition', by, { silent: true });
  const lists = await Promise.all(
    def.dicts.map((type) => gateway.get<unknown>('/online-processing/anon/form/dict', { type }, { silent: true })),
  );
  return { def, dicts: Object.fromEntries(def.dicts.map((type, i) => [type, readDictionary(lists[i])])) };
}

export const formDefinitionQuery = (by: { matterId: string } | { id: string }) =>
  queryOptions({
    queryKey: ['matters', 'online', 'form', by] as const,
    queryFn: () => getFormDefinition(by),
    enabled: Boolean('id' in by ? by.id : by.matterId),
    staleTime: 10 * 60_000,
  });
