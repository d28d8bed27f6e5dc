import { useEffect, useState } from 'react';
import { drafts } from '@/lib/storage/drafts';

export interface ReserveChoices {
  hall: { id: string; name: string } | null;
  matter: { id: string; name: string; departmentName: string } | null;
  date: { date: string; weekday: string } | null;
  slot: { startTime: string; endTime: string } | null;
}

/** The choices kept in this tab, when they are of the hall (and matter) the wizard is opened for. */
function keptChoices(key: string, hallId?: string, matterId?: string): ReserveChoices | null {
  const kept = drafts.get<ReserveChoices>(key);
  if (!kept) return null;
  if (hallId && kept.hall?.id !== hallId) return null;
  if (matterId && kept.matter?.id !== matterId) return null;
  return kept;
}

/**
 * The wizard's choices before the details (hall, matter, day, slot), kept for the tab as they are
 * made (docs/reliability.md, "Submits"): a login in the middle (a 401 on 确认预约) comes back to the
 * step it left, every choice made. A hall and matter handed over by id start the choices when
 * nothing of theirs is kept. `forget()` once booked: nothing more is kept.
 */
export function useReserveChoices(key: string, initialHall?: string, initialMatter?: string) {
  const [kept] = useState(() => keptChoices(key, initialHall, initialMatter));
  const [hall, setHall] = useState<ReserveChoices['hall']>(kept?.hall ?? (initialHall ? { id: initialHall, name: '' } : null));
  const [matter, setMatter] = useState<ReserveChoices['matter']>(
    kept?.matter ?? (initialMatter ? { id: initialMatter, name: '', departmentName: '' } : null),
  );
  const [date, setDate] = useState<ReserveChoices['date']>(kept?.date ?? null);
  const [slot, setSlot] = useState<ReserveChoices['slot']>(kept?.slot ?? null);
  const [keeping, setKeeping] = useState(true);
  useEffect(() => {
    if (keeping) drafts.set(key, { hall, matter, date, slot });
  }, [key, keeping, hall, matter, date, slot]);
  const forget = () => {
    setKeeping(false);
    drafts.clear(key);
  };
  return { hall, setHall, matter, setMatter, date, setDate, slot, setSlot, forget };
}
