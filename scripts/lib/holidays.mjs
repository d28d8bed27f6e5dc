// China's public holidays and 调休 working days for the emulator's calendar, from the
// maintained `chinese-days` package (dist/chinese-days.json: `holidays`, `workdays` and
// `inLieuDays`, each `{ 'YYYY-MM-DD': 'English name,中文名,n' }`, kept in step with the
// State Council's yearly notice). The names are the notice's own (清明 → 清明节 …).

/** The package's short Chinese names as the State Council notice writes them. */
const NOTICE_NAMES = { 元旦: '元旦', 春节: '春节', 清明: '清明节', 劳动节: '劳动节', 端午: '端午节', 中秋: '中秋节', 国庆节: '国庆节' };

function noticeName(value, day) {
  const short = String(value).split(',')[1]?.trim() ?? '';
  const name = NOTICE_NAMES[short];
  if (!name) throw new Error(`unknown holiday name "${value}" on ${day}`);
  return name;
}

/**
 * The schedule of `fromYear` and every later year the data has:
 * `{ source, years, holidays: { day: name }, workdays: [day] }`, days in order.
 */
export function holidaySchedule(data, fromYear, source) {
  const inRange = (day) => Number(day.slice(0, 4)) >= fromYear;
  const holidays = {};
  for (const day of Object.keys(data.holidays).filter(inRange).sort()) holidays[day] = noticeName(data.holidays[day], day);
  const workdays = Object.keys(data.workdays).filter(inRange).sort();
  const years = [...new Set(Object.keys(holidays).map((d) => Number(d.slice(0, 4))))].sort((a, b) => a - b);
  if (!years.length) throw new Error(`no holidays from ${fromYear} on in the data`);
  return { source, years, holidays, workdays };
}
