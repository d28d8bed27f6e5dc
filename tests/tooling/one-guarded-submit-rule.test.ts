import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { oneGuardedSubmit } from '../../eslint-rules/forms.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('forms/one-guarded-submit', oneGuardedSubmit, {
  valid: [
    { code: "import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';\nconst submit = useGuardedSubmit();" },
    { code: "import { useGuardedSubmit as useSend } from '@/lib/forms/use-guarded-submit';" },
    { code: "import { SUBMIT_DEBOUNCE_MS } from '@/lib/forms/use-guarded-submit';" },
    // Other hooks and names are not a guarded submit.
    { code: 'export function useSubmitLabel() {}' },
    { code: 'const guardedSubmit = 1;' },
    { code: "import { useLeaveGuard } from '@/lib/forms/use-leave-guard';" },
  ],
  invalid: [
    { code: 'export function useGuardedSubmit() {}', errors: [{ messageId: 'declared' }] },
    { code: 'export const useGuardedSubmit = () => null;', errors: [{ messageId: 'declared' }] },
    { code: 'function useQueueGuardedSubmit() {}', errors: [{ messageId: 'declared' }] },
    { code: "import { useGuardedSubmit } from '../hooks/use-guarded-submit';", errors: [{ messageId: 'imported' }] },
    { code: "import { useGuardedSubmit as useSend } from './guard';", errors: [{ messageId: 'imported' }] },
  ],
});

/** The rule as the project's config applies it: all of src/ but the folder of the one hook. */
describe('one-guarded-submit in eslint.config', () => {
  const eslint = new ESLint();
  const copy = 'export function useGuardedSubmit() {\n  return null;\n}\n';
  const rulesAt = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId).filter((r) => r === 'forms/one-guarded-submit');

  it('fails a copy in a feature, a page or another lib folder, and an import of it', async () => {
    expect(await rulesAt(copy, 'src/features/queue/hooks/use-guarded-submit.ts')).toEqual(['forms/one-guarded-submit']);
    expect(await rulesAt(copy, 'src/app/pages/newfeature/x.page.tsx')).toEqual(['forms/one-guarded-submit']);
    expect(await rulesAt(copy, 'src/lib/http/x.ts')).toEqual(['forms/one-guarded-submit']);
    const importCopy = "import { useGuardedSubmit } from '../hooks/use-guarded-submit';\nexport const x = useGuardedSubmit;\n";
    expect(await rulesAt(importCopy, 'src/features/queue/components/x.tsx')).toEqual(['forms/one-guarded-submit']);
  });

  it('lets src/lib/forms declare the one hook, and the shared hook pass as it is', async () => {
    expect(await rulesAt(copy, 'src/lib/forms/use-guarded-submit.ts')).toEqual([]);
    const use = "import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';\nexport const useX = () => useGuardedSubmit();\n";
    expect(await rulesAt(use, 'src/features/queue/components/x.tsx')).toEqual([]);
  });
});
