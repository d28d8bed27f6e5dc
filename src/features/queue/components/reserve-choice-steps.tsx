import type { Position } from '../hooks/use-position';
import type { useReserveWizard } from '../hooks/use-reserve-wizard';
import { shortDate } from '../rules';
import { DateGrid, HallPicker, MatterPicker, SlotList } from './pickers';
import { WaitlistPanel } from './waitlist-panel';
import styles from './queue.module.css';

/**
 * The wizard's choosing steps (hall, matter, date with its waitlist, slot): each choice drops the
 * later ones and goes on to the next step.
 */
export function ReserveChoiceSteps({
  wizard,
  mode,
  category,
  initialMatter,
  areaCode,
  position,
}: {
  wizard: ReturnType<typeof useReserveWizard>;
  mode: 'matter' | 'comprehensive';
  category?: string;
  initialMatter?: string;
  areaCode: string;
  position: Position;
}) {
  const { step, hall, setHall, matter, setMatter, setDate, setSlot, to } = wizard;
  return (
    <>
      {step === 'hall' ? (
        <HallPicker
          areaCode={areaCode}
          position={position}
          category={category}
          matterId={initialMatter}
          selected={hall?.id}
          onPick={(h) => {
            setHall({ id: h.id, name: h.name });
            setDate(null);
            setSlot(null);
            to(mode === 'comprehensive' || (initialMatter && matter) ? 'date' : 'matter');
          }}
        />
      ) : null}
      {step === 'matter' && hall ? (
        <MatterPicker
          hallId={hall.id}
          category={category}
          selected={matter?.id}
          onPick={(m) => {
            setMatter({ id: m.id, name: m.name, departmentName: m.departmentName });
            setDate(null);
            setSlot(null);
            to('date');
          }}
        />
      ) : null}
      <DateAndSlotSteps wizard={wizard} />
    </>
  );
}

/** The date (with its waitlist) and slot steps. */
function DateAndSlotSteps({ wizard }: { wizard: ReturnType<typeof useReserveWizard> }) {
  const { step, hall, date, setDate, slot, setSlot, setProblem, matterId, to } = wizard;
  return (
    <>
      {step === 'date' && hall ? (
        <DateGrid
          hallId={hall.id}
          matterId={matterId}
          selected={date?.date}
          onPick={(d) => {
            setDate({ date: d.date, weekday: d.weekday });
            setSlot(null);
            setProblem(null);
            to('slot');
          }}
        />
      ) : null}
      {step === 'date' && hall ? <WaitlistPanel hallId={hall.id} matterId={matterId} /> : null}
      {step === 'slot' && hall && date ? (
        <>
          <p className={styles.muted}>
            {shortDate(date.date)} {date.weekday}
          </p>
          <SlotList
            hallId={hall.id}
            matterId={matterId}
            date={date.date}
            selected={slot?.startTime}
            onPick={(s) => {
              setSlot({ startTime: s.startTime, endTime: s.endTime });
              setProblem(null);
              to('details');
            }}
          />
        </>
      ) : null}
    </>
  );
}
