import { Input } from 'antd-mobile';
import { Controller, type Control } from 'react-hook-form';
import kit from '@/components/form-kit/form-kit.module.css';
import type { RemoteSlots } from '../online-types';
import { MAX_REMOTE_TOPIC, type RemoteDraft } from '../remote-schema';
import styles from './apply.module.css';

/** A slot's day, as the booking form groups the slots. */
export const slotDay = (ms: number) => new Date(ms).toLocaleDateString('zh-CN', { month: 'long', day: 'numeric', weekday: 'short' });
/** A slot's time of day. */
export const slotTime = (ms: number) => new Date(ms).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false });

/** The slots by day; a full one is disabled and says so. */
export function RemoteSlotPicker({ s, selected, onPick }: { s: RemoteSlots; selected: number; onPick: (slot: number) => void }) {
  const days = [...new Set(s.slots.map((x) => slotDay(x.slot)))];
  return (
    <>
      {days.map((dd) => (
        <fieldset key={dd} className={kit.field}>
          <legend className={kit.label}>{dd}</legend>
          <div className={styles.slots}>
            {s.slots
              .filter((x) => slotDay(x.slot) === dd)
              .map((x) => (
                <button
                  key={x.slot}
                  type="button"
                  className={styles.slot}
                  aria-pressed={selected === x.slot}
                  disabled={x.left === 0}
                  aria-label={`${dd} ${slotTime(x.slot)}${x.left === 0 ? '，已约满' : `，剩余${x.left}个`}`}
                  onClick={() => onPick(x.slot)}
                >
                  {slotTime(x.slot)}
                </button>
              ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/** 联系电话 and the question to ask. */
export function RemoteContactFields({ control }: { control: Control<RemoteDraft> }) {
  return (
    <>
      <div className={kit.field}>
        <label htmlFor="rm-mobile" className={`${kit.label} ${kit.required}`}>
          联系电话
        </label>
        <div className={styles.input}>
          <Controller
            control={control}
            name="mobile"
            render={({ field }) => <Input id="rm-mobile" type="tel" maxLength={11} value={field.value} onChange={field.onChange} />}
          />
        </div>
      </div>
      <div className={kit.field}>
        <label htmlFor="rm-topic" className={kit.label}>
          想咨询的问题（选填）
        </label>
        <div className={styles.input}>
          <Controller
            control={control}
            name="topic"
            render={({ field }) => <Input id="rm-topic" maxLength={MAX_REMOTE_TOPIC} value={field.value} onChange={field.onChange} />}
          />
        </div>
      </div>
    </>
  );
}
