import { Button, Tag } from 'antd-mobile';
import type { HomeLayout } from '../home-layout-types';
import { useHomeEditor } from '../hooks/use-home-editor';
import { HomeEditorTiles } from './home-editor-tiles';
import { ServiceIcon } from './service-icon';
import styles from './home-editor.module.css';

const MAX = 16;

/**
 * 编辑首页服务: the user's home entries in order (drag the handle, or 上移 / 下移 by keyboard),
 * remove and add, save, or go back to the area's default (asked first). Kept per user and area.
 */
export function HomeEditor({ areaCode, layout, onSaved }: { areaCode: string; layout: HomeLayout; onSaved: () => void }) {
  const { entries, busy, error, announce, move, drag, addable, changed, remove, add, save, reset } = useHomeEditor(
    areaCode,
    layout,
    onSaved,
  );

  return (
    <>
      <section className={styles.section} aria-labelledby="shown-title">
        <h2 id="shown-title" className={styles.title}>
          首页显示（{entries.length}/{MAX}）{layout.custom ? null : <Tag fill="outline">区域默认</Tag>}
        </h2>
        <p>按住 ≡ 拖动排序，或使用上移、下移。</p>
        <HomeEditorTiles entries={entries} drag={drag} onMove={move} onRemove={remove} />
        <p className={`ow-visually-hidden ${styles.announcer}`} aria-live="polite">
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
                  onClick={() => add(a)}
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
        <p role="alert" className={styles.saveError}>
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
