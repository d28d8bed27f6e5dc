import { readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { INLINE_STYLE_EXCEPTIONS } from '../../eslint-rules/inline-style-files.js';

/**
 * The guard against static inline styles (issue 36: styling lives in CSS modules), as the
 * project's config applies it: every component of src/ but the named exception
 * (eslint-rules/inline-style-files.js).
 */
const COMPONENTS = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => `src/${f.split('\\').join('/')}`);

describe('no static inline styles in eslint.config', () => {
  const eslint = new ESLint();
  const flagged = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);

  it('fails a literal-only style object in a cleaned file, on every line that writes one', async () => {
    const code = [
      "export const A = () => <p style={{ margin: 0, fontSize: '1.2rem' }}>a</p>;",
      'export const B = () => <p style={{ marginTop: 8 }}>b</p>;',
    ].join('\n');
    expect(await flagged(code, 'src/features/queue/components/ticket-card.tsx')).toEqual([1, 2]);
    expect(await flagged(code, 'src/app/pages/profile/mine.page.tsx')).toEqual([1, 2]);
  });

  it('lets values known only at run time through: a computed width, a custom property from state, a spread', async () => {
    const code = [
      'export const A = ({ w }: { w: number }) => <div style={{ width: `${w}%` }} />;',
      "export const B = ({ c }: { c: string }) => <div style={{ '--tone': c }} />;",
      'export const C = ({ s }: { s: object }) => <div style={{ ...s, padding: 4 }} />;',
      'export const D = () => <div className="x" />;',
    ].join('\n');
    expect(await flagged(code, 'src/features/queue/components/ticket-card.tsx')).toEqual([]);
  });

  it('applies to a new component anywhere in src/, not to the named exception', async () => {
    const code = 'export const A = () => <p style={{ margin: 0 }}>a</p>;';
    expect(await flagged(code, 'src/features/queue/components/a-new-one.tsx')).toEqual([1]);
    expect(INLINE_STYLE_EXCEPTIONS).toEqual(['src/components/route-error-boundary.tsx']);
    expect(await flagged(code, INLINE_STYLE_EXCEPTIONS[0])).toEqual([]);
  });

  it('covers every component of src/, and each passes it as it is', async () => {
    expect(COMPONENTS.length).toBeGreaterThan(300);
    for (const file of COMPONENTS.filter((f) => !INLINE_STYLE_EXCEPTIONS.includes(f))) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown> };
      expect(config.rules['no-restricted-syntax'], file).toEqual([
        2,
        expect.objectContaining({ selector: expect.stringContaining("name.name='style'") }),
      ]);
      expect(await flagged(readFileSync(file, 'utf8'), file), file).toEqual([]);
    }
    // Lints every component of src/ (about 5 s here): more time than a unit test's 20 s under load.
  }, 90_000);
});
