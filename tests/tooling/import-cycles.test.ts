import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { cycles, importGraph } from '../../scripts/lib/import-graph.mjs';

const root = path.resolve(__dirname, '../..');

describe('import cycles', () => {
  it('src/ has none (static imports; lazy import() is allowed)', () => {
    const found: string[][] = cycles(importGraph(path.join(root, 'src')));
    expect(found.map((c) => c.map((f) => path.relative(root, f)))).toEqual([]);
  });

  it('finds a cycle through an `@/` import and ignores type-only and lazy imports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    fs.mkdirSync(path.join(dir, 'lib'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './lib/b';\nexport const a = b;\n");
    fs.writeFileSync(path.join(dir, 'lib/b.ts'), "import { a } from '@/a';\nexport const b = 1;\nexport { a };\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "import type { a } from './a';\nexport const c = () => import('./d');\n");
    fs.writeFileSync(path.join(dir, 'd.ts'), "import { c } from './c';\nexport const d = c;\n");
    const found: string[][] = cycles(importGraph(dir));
    expect(found.map((c) => c.map((f) => path.relative(dir, f)))).toEqual([['a.ts', 'lib/b.ts']]);
  });
});
