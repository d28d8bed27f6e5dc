import { Button } from 'antd-mobile';
import type { ChecklistItem } from '../hooks/use-call-checklist';
import styles from './im.module.css';

/** The checks agreed with the citizen, each ticked or not; staff's own can be removed. */
export function ChecklistItems({
  titleId,
  items,
  onCheck,
  onRemove,
}: {
  titleId: string;
  items: ChecklistItem[];
  onCheck: (i: number, checked: boolean) => void;
  onRemove: (i: number) => void;
}) {
  return (
    <fieldset className={styles.bareFieldset}>
      <legend id={titleId}>核对清单（归档至办件）</legend>
      {items.map((item, i) => (
        <div key={item.label} className={styles.checkRow}>
          <label className={styles.checkRow}>
            <input type="checkbox" checked={item.checked} onChange={(e) => onCheck(i, e.target.checked)} />
            {item.label}
          </label>
          {item.own ? (
            <Button size="mini" fill="none" aria-label={`删除核对事项：${item.label}`} onClick={() => onRemove(i)}>
              删除
            </Button>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

/** 其他核对事项: a check staff type in, added with 添加 or Enter, or why it cannot be. */
export function ChecklistNewItem({
  id,
  value,
  error,
  onChange,
  onAdd,
}: {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onAdd: () => void;
}) {
  return (
    <>
      <label htmlFor={`${id}-new`} className={styles.fieldLabel}>
        其他核对事项（选填）
      </label>
      <div className={styles.checkRow}>
        <input
          id={`${id}-new`}
          value={value}
          className={styles.grow}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-item-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            onAdd();
          }}
        />
        <Button size="small" onClick={onAdd}>
          添加
        </Button>
      </div>
      {error ? (
        <p id={`${id}-item-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
