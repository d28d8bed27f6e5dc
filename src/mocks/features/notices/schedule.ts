import type { ServiceNoticeKind } from '@/contract/service-notices';
import { clock, onTick } from '@/mocks/clock';
import { notify, type NoticeText } from './notify';
import { scheduledNotices } from './tables';

export interface Scheduled extends NoticeText {
  /** What it is about (a booking id): `unschedule(subject)` drops it. */
  subject: string;
  /** The occurrence (`day`, `hour`): with the subject, the notice's ref, so it is sent once. */
  ref: string;
  dueAt: number;
  /** Not sent once this has passed (a reminder after its slot began says nothing useful). */
  until: number;
}

/**
 * A notice for later on the emulator's clock (a booking's reminders). One already due when it is
 * scheduled (a booking made for the same day has no day-before reminder) is not kept.
 */
export function schedule(userId: string, kind: ServiceNoticeKind, s: Scheduled): void {
  if (s.dueAt <= clock.now()) return;
  const id = `${s.subject}:${s.ref}`;
  if (scheduledNotices.get(id)) scheduledNotices.remove(id);
  scheduledNotices.insert({ id, userId, kind, ...s });
}

/** Drops what was scheduled about `subject` (a booking cancelled, moved, checked in or missed). */
export function unschedule(subject: string): void {
  for (const r of scheduledNotices.filter((x) => x.subject === subject)) scheduledNotices.remove(r.id);
}

// The reminders fall due on the clock: each is sent once, at its time, unless its moment has passed.
onTick((now) => {
  for (const r of scheduledNotices.filter((x) => x.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt)) {
    scheduledNotices.remove(r.id);
    if (now >= r.until) continue;
    notify(r.userId, r.kind, { title: r.title, body: r.body, link: r.link }, { ref: `${r.subject}:${r.ref}`, at: r.dueAt });
  }
});
