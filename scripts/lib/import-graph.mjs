// Static import graph of src/ (relative and `@/` imports; dynamic import() is a lazy edge and
// does not count) and its cycles, for the check that src/ has none.
import fs from 'node:fs';
import path from 'node:path';

const EXTS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const STATIC = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(fromFile, spec, srcDir) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else if (spec.startsWith('@/')) base = path.join(srcDir, spec.slice(2));
  else return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Map of file -> files it imports statically (type-only imports excluded: they vanish at build). */
export function importGraph(srcDir, files = walk(srcDir)) {
  const graph = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const deps = new Set();
    for (const m of text.matchAll(STATIC)) {
      if (/^\s*(import|export)\s+type\s/.test(m[0])) continue;
      const target = resolve(file, m[1], srcDir);
      if (target) deps.add(target);
    }
    graph.set(file, [...deps]);
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself). */
export function cycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  function strong(v) {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(comp.sort());
    }
  }
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return out;
}
