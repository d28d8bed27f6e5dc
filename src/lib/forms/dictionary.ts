/** One choice of a dictionary, whichever shape the server used. */
export interface DictOption {
  value: string;
  label: string;
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/**
 * THE reader of dictionary entries (docs/spec-rules.md section 3): `dictValue/dictLabel`, `code/name` or
 * `value/text`, in any mix. Entries of none of the shapes are skipped; a value seen twice keeps
 * its first label.
 */
export function readDictionary(raw: unknown): DictOption[] {
  if (!Array.isArray(raw)) return [];
  const out: DictOption[] = [];
  const seen = new Set<string>();
  for (const e of raw as unknown[]) {
    if (!e || typeof e !== 'object') continue;
    const r = e as Record<string, unknown>;
    const pair: [unknown, unknown] =
      'dictValue' in r ? [r.dictValue, r.dictLabel] : 'code' in r ? [r.code, r.name] : 'value' in r ? [r.value, r.text] : [null, null];
    const value = text(pair[0]);
    const label = text(pair[1]);
    if (value === null || value === '' || label === null || seen.has(value)) continue;
    seen.add(value);
    out.push({ value, label });
  }
  return out;
}

/** The label of a value (or the value itself when the dictionary does not know it). */
export function dictLabel(options: DictOption[] | undefined, value: string): string {
  return options?.find((o) => o.value === value)?.label ?? value;
}
