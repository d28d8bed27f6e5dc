import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The form fault matrix (e2e/form-faults.spec.ts, docs/reliability.md "Submits") walks the forms of
 * e2e/support/forms/. A form added later is in it without anyone remembering: every file of src/
 * that sends through the guarded submit (`useGuardedSubmit(`) or places an order by hand must be
 * named by a form's `component` there, or in `NOT_IN_MATRIX` with the reason.
 */

const FORMS_DIR = 'e2e/support/forms';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The src files that send a form: the guarded submit's users (the hook's own folder aside). */
export function sendingFiles(root = 'src'): string[] {
  return filesUnder(root)
    .filter((f) => !f.startsWith(join(root, 'lib/forms')))
    .filter((f) => /\buseGuardedSubmit\(/.test(readFileSync(f, 'utf8')))
    .map((f) =>
      basename(f)
        .replace(/\.tsx?$/, '')
        .replace(/\.page$/, ''),
    )
    .sort();
}

/** What the matrix's table names: every `component: [...]` entry and every key of `NOT_IN_MATRIX`. */
export function namedInMatrix(sources: string[]): Set<string> {
  const named = new Set<string>();
  for (const text of sources) {
    for (const m of text.matchAll(/component:\s*\[([^\]]*)\]/g)) for (const n of m[1].matchAll(/'([^']+)'/g)) named.add(n[1]);
    const skip = text.match(/NOT_IN_MATRIX[^=]*=\s*\{([\s\S]*?)\n\};/);
    if (skip) for (const k of skip[1].matchAll(/^\s*'?([\w-]+)'?:/gm)) named.add(k[1]);
  }
  return named;
}

describe('the form fault matrix covers every form that sends', () => {
  it('reads the table: components and the named exceptions', () => {
    const named = namedInMatrix([
      "export const NOT_IN_MATRIX: Record<string, string> = {\n  'login-form': 'why',\n  other: 'why',\n};",
      "{ id: 'a', component: ['rating-form', 'x'], route: '/a' }",
    ]);
    expect([...named].sort()).toEqual(['login-form', 'other', 'rating-form', 'x']);
  });

  it('finds the files that send (a guarded submit)', () => {
    const files = sendingFiles();
    expect(files).toContain('complaint-wizard');
    expect(files).toContain('consult-form');
    expect(files).not.toContain('use-guarded-submit');
  });

  it('every file of src/ with a guarded submit is a form of the matrix or named with its reason', () => {
    const sources = filesUnder(FORMS_DIR).map((f) => readFileSync(f, 'utf8'));
    const named = namedInMatrix(sources);
    expect(sendingFiles().filter((f) => !named.has(f))).toEqual([]);
  });
});
