import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';

// Issue 12 defect 15: the home tile 办事须知 opened an English test PDF. Citizens see Chinese
// documents only (public/docs, made by scripts/make-citizen-docs.mjs); the preview test documents
// in public/fixtures are for the tests, never linked from the app or the emulator's data.

const ROOT = join(__dirname, '..', '..');
const SRC = join(ROOT, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

describe("citizens' documents", () => {
  it('nothing in the app or the emulator links a test fixture', () => {
    const linked = files.filter((f) => /\/fixtures\/|%2Ffixtures%2F/i.test(f.text)).map((f) => f.path);
    expect(linked).toEqual([]);
  });

  it('every document the app or the emulator links is there', () => {
    const links = new Set<string>();
    for (const f of files) {
      for (const m of f.text.matchAll(/\/docs\/([^'"`\s)]+)/g)) links.add(m[1]);
      for (const m of f.text.matchAll(/%2Fdocs%2F([^'"`&\s)]+)/gi)) links.add(decodeURIComponent(m[1]));
    }
    expect(links.size).toBeGreaterThanOrEqual(4);
    const missing = [...links].filter((name) => !existsSync(join(ROOT, 'public', 'docs', name)));
    expect(missing).toEqual([]);
  });

  it.each(['办事须知.docx', '申请表样表.docx'])('%s is written in Chinese', async (name) => {
    const zip = await JSZip.loadAsync(readFileSync(join(ROOT, 'public', 'docs', name)));
    const xml = await zip.file('word/document.xml')!.async('string');
    const text = [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    expect(text.length).toBeGreaterThan(60);
    expect(text).not.toMatch(/[A-Za-z]{3,}/);
    expect(text).not.toMatch(/javascript:/i);
  });
});
