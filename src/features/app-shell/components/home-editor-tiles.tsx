import { Button } from 'antd-mobile';
import type { useReorderDrag } from '../hooks/use-reorder-drag';
import type { ServiceEntry } from '../types';
import { ServiceIcon } from './service-icon';
import styles from './home-editor.module.css';

/** The home entries in order: each row with its drag handle, 上移, 下移 and 移除. */
export function HomeEditorTiles({
  entries,
  drag,
  onMove,
  onRemove,
}: {
  entries: ServiceEntry[];
  drag: ReturnType<typeof useReorderDrag>;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
}) {
  return (
    <ol className={styles.list} aria-label="首页服务顺序">
      {entries.map((e, i) => (
        <li
          key={e.key}
          ref={drag.rowRef(i)}
          className={styles.row}
          data-over={drag.dragging !== null && drag.over === i && drag.dragging !== i}
          data-dragging={drag.dragging === i}
        >
          <span className={styles.handle} aria-hidden {...drag.handleProps(i)} data-testid={`drag-${e.key}`}>
            ≡
          </span>
          <span className={styles.name}>
            <ServiceIcon name={e.icon} size={22} />
            {e.title}
          </span>
          <span className={styles.buttons}>
            <Button size="mini" disabled={i === 0} onClick={() => onMove(i, i - 1)} aria-label={`上移${e.title}`}>
              上移
            </Button>
            <Button size="mini" disabled={i === entries.length - 1} onClick={() => onMove(i, i + 1)} aria-label={`下移${e.title}`}>
              下移
            </Button>
            <Button
              size="mini"
              color="danger"
              fill="outline"
              disabled={entries.length <= 1}
              onClick={() => onRemove(e.key)}
              aria-label={`移除${e.title}`}
            >
              移除
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}
