import type { StaffMember } from './types';

/** A-Z groups by the first letter of the pinyin, names in pinyin order within a group. */
export function groupByInitial(people: StaffMember[]): [string, StaffMember[]][] {
  const groups = new Map<string, StaffMember[]>();
  for (const p of [...people].sort((a, b) => a.pinyin.localeCompare(b.pinyin))) {
    const c = p.pinyin.charAt(0).toUpperCase();
    const key = c >= 'A' && c <= 'Z' ? c : '#';
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)));
}

/** Search by name, pinyin (with or without spaces, or initials), department or number. */
export function matchesStaff(p: StaffMember, keyword: string): boolean {
  const k = keyword.trim().toLowerCase().replace(/\s+/g, '');
  if (!k) return true;
  const initials = p.pinyin
    .split(' ')
    .map((w) => w.charAt(0))
    .join('');
  return (
    p.name.includes(k) ||
    p.pinyin.replace(/\s+/g, '').includes(k) ||
    initials === k ||
    p.departmentName.includes(k) ||
    p.mobile.replace(/\*/g, '').includes(k)
  );
}
