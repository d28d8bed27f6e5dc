// Import boundaries of src/ (style.md), as a local ESLint rule: resolves relative and `@/`
// imports to paths and refuses those that cross a zone. (eslint-plugin-import-x does this with a
// native resolver whose platform packages the build machines' registry does not carry, which
// breaks `npm ci`; the check itself needs only path arithmetic.)
import path from 'node:path';

const SRC_ALIAS = '@/';

function inside(file, dir) {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that cross the layout boundaries of src/' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from'],
              additionalProperties: false,
            },
          },
          root: { type: 'string' },
          isolate: {
            type: 'array',
            items: {
              type: 'object',
              properties: { dir: { type: 'string' }, message: { type: 'string' } },
              required: ['dir'],
              additionalProperties: false,
            },
          },
          publicApi: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                dir: { type: 'string' },
                entries: { type: 'array', items: { type: 'string' } },
                also: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
                message: { type: 'string' },
              },
              required: ['dir', 'entries'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const abs = (p) => path.resolve(root, p);
    const zones = (options.zones ?? []).map((z) => {
      const from = [z.from].flat().map(abs);
      return {
        target: [z.target].flat().map(abs),
        from,
        except: (z.except ?? []).flatMap((e) => from.map((f) => path.resolve(f, e))),
        message: z.message,
      };
    });
    const file = context.filename;
    // Each folder of an isolated directory (every src/features/<name>, whatever folders exist
    // today or are added later) may import only itself from that directory.
    for (const { dir, message } of options.isolate ?? []) {
      const parent = abs(dir);
      if (!inside(file, parent) || file === parent) continue;
      const own = path.join(parent, path.relative(parent, file).split(path.sep)[0]);
      zones.push({ target: [own], from: [parent], except: [own], message });
    }
    const active = zones.filter((z) => z.target.some((t) => inside(file, t)));
    // Each folder of a public-API directory (every src/mocks/features/<name>) may import another
    // folder of it only through that folder's public module (`<name>/index.ts`, `<name>/public.ts`),
    // never its internals.
    const gates = [];
    for (const { dir, entries, also = {}, message } of options.publicApi ?? []) {
      const parent = abs(dir);
      if (!inside(file, parent) || file === parent) continue;
      const own = path.relative(parent, file).split(path.sep)[0];
      gates.push({ parent, own, entries, also, message });
    }
    if (active.length === 0 && gates.length === 0) return {};

    /** Whether `resolved` (inside `parent`) is the public module of its folder. */
    function isPublic(gate, resolved) {
      const [name, ...rest] = path.relative(gate.parent, resolved).split(path.sep);
      if (rest.length === 0) return true; // the folder itself: its index
      if (rest.length > 1) return false;
      const base = rest[0].replace(/\.(?:[cm]?[jt]sx?)$/, '');
      return gate.entries.includes(base) || (gate.also[name] ?? []).includes(base);
    }

    function check(node, source) {
      if (typeof source !== 'string') return;
      let resolved;
      if (source.startsWith('.')) resolved = path.resolve(path.dirname(file), source);
      else if (source.startsWith(SRC_ALIAS)) resolved = path.resolve(root, 'src', source.slice(SRC_ALIAS.length));
      else return;
      for (const zone of active) {
        if (!zone.from.some((f) => inside(resolved, f))) continue;
        if (zone.except.some((e) => inside(resolved, e))) continue;
        context.report({ node, message: `Unexpected path "${source}" imported in restricted zone. ${zone.message ?? ''}`.trim() });
        return;
      }
      for (const gate of gates) {
        if (!inside(resolved, gate.parent) || resolved === gate.parent) continue;
        if (inside(resolved, path.join(gate.parent, gate.own)) || isPublic(gate, resolved)) continue;
        context.report({
          node,
          message: `Unexpected path "${source}": another folder's internals. ${gate.message ?? ''}`.trim(),
        });
        return;
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'no-restricted-paths': noRestrictedPaths } };
