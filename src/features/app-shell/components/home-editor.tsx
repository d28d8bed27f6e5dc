import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { confirm, toast } from '@/lib/feedback/feedback';
import { homeLayoutKey } from '../api/get-home-layout';
import { resetHomeLayout } from '../api/reset-home-layout';
import { saveHomeLayout } from '../api/save-home-layout';
import type { HomeLayout } from '../home-layout-types';
import { useReorderDrag } from '../hooks/use-reorder-drag';
import type { ServiceEntry } from '../types';
import { ServiceIcon } from './service-icon';
import styles from './home-editor.module.css';

const MAX = 16;

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * 编辑首页服务: the user's home entries in order (drag the handle, or 上移 / 下移 by keyboard),
 * remove and add, save, or go back to the area's default (asked first). Kept per user and area.
 */
export function HomeEditor({ areaCode, layout, onSaved }: { areaCode: string; layout: HomeLayout; onSaved: () => void }) {
  const client = useQueryClient();
  const [entries, setEntries] = useState<ServiceEntry[]>(layout.entries);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= entries.length || from === to) return;
    setEntries((list) => moved(list, from, to));
    setAnnounce(`${entries[from].title}已移到第${to + 1}位`);
  };
  const drag = useReorderDrag(move);
  const addable = layout.available.filter((a) => !entries.some((e) => e.key === a.key));
  const changed = entries.map((e) => e.key).join() !== layout.entries.map((e) => e.key).join();

  const apply = (next: HomeLayout) => {
    client.setQueryData(homeLayoutKey(areaCode), next);
    setEntries(next.entries);
  };

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      apply(await saveHomeLayout({ areaCode, keys: entries.map((e) => e.key) }));
      toast.success('首页服务已保存');
      onSaved();
    } catch (e) {
      setError(e instanceof Error ? e.message : '保存失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    if (busy) return;
    const ok = await confirm({
      title: '恢复默认',
      content: '首页服务将恢复为本区域的默认设置，您的排序和增删都会清除。',
      confirmText: '恢复默认',
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    setError(null);
    try {
      apply(await resetHomeLayout(areaCode));
      toast.success('已恢复默认');
    } catch (e) {
      setError(e instanceof Error ? e.message : '恢复失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="shown-title">
        <h2 id="shown-title" className={styles.title}>
          首页显示（{entries.length}/{MAX}）{layout.custom ? null : <Tag fill="outline">区域默认</Tag>}
        </h2>
        <p>按住 ≡ 拖动排序，或使用上移、下移。</p>
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
                <Button size="mini" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`上移${e.title}`}>
                  上移
                </Button>
                <Button size="mini" disabled={i === entries.length - 1} onClick={() => move(i, i + 1)} aria-label={`下移${e.title}`}>
                  下移
                </Button>
                <Button
                  size="mini"
                  color="danger"
                  fill="outline"
                  disabled={entries.length <= 1}
                  onClick={() => setEntries((list) => list.filter((x) => x.key !== e.key))}
                  aria-label={`移除${e.title}`}
                >
                  移除
                </Button>
              </span>
            </li>
          ))}
        </ol>
        <p
          className="ow-visually-hidden"
          aria-live="polite"
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {announce}
        </p>
      </section>
      <section className={styles.section} aria-labelledby="addable-title">
        <h2 id="addable-title" className={styles.title}>
          可添加的服务
        </h2>
        {addable.length === 0 ? (
          <p>本区域的服务都已在首页</p>
        ) : (
          <ul className={styles.list}>
            {addable.map((a) => (
              <li key={a.key} className={styles.row}>
                <span className={styles.name}>
                  <ServiceIcon name={a.icon} size={22} />
                  {a.title}
                </span>
                <Button
                  size="mini"
                  color="primary"
                  fill="outline"
                  disabled={entries.length >= MAX}
                  onClick={() => setEntries((list) => [...list, a])}
                  aria-label={`添加${a.title}`}
                >
                  添加
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {error ? (
        <p role="alert" style={{ margin: 12, color: 'var(--adm-color-danger)' }}>
          {error}
        </p>
      ) : null}
      <div className={`${styles.section} ${styles.footer}`}>
        <Button onClick={() => void reset()} disabled={busy || !layout.custom}>
          恢复默认
        </Button>
        <Button color="primary" onClick={() => void save()} loading={busy} disabled={!changed}>
          保存
        </Button>
      </div>
    </>
  );
}
