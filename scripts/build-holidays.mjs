// Writes the emulator's holiday calendar (src/mocks/features/queue/holidays.json) from the
// maintained `chinese-days` package (a devDependency): public holidays with the State Council
// notice's names and the 调休 working weekends, from FROM_YEAR on.
// Run after updating the package (a new year's notice is out each November):
//   npm install -D chinese-days@latest && npm run data:holidays
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { holidaySchedule } from './lib/holidays.mjs';

const FROM_YEAR = 2025;
const OUT = new URL('../src/mocks/features/queue/holidays.json', import.meta.url);

const require = createRequire(import.meta.url);
const data = JSON.parse(readFileSync(require.resolve('chinese-days/dist/chinese-days.json'), 'utf8'));
const { version } = JSON.parse(readFileSync(require.resolve('chinese-days/package.json'), 'utf8'));
const schedule = holidaySchedule(data, FROM_YEAR, `chinese-days@${version}`);
writeFileSync(OUT, `${JSON.stringify(schedule, null, 2)}\n`);
console.log(
  `holidays.json: ${schedule.source}, years ${schedule.years.join(', ')}, ${Object.keys(schedule.holidays).length} days off, ${schedule.workdays.length} worked weekends`,
);
