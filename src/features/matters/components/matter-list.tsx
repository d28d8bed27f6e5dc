import { Tag } from 'antd-mobile';
import { paths } from '@/config/routes';
import type { MatterListItem } from '../types';
import { Highlight } from './highlight';
import styles from './matters.module.css';
import { CardLink } from './card-link';

/** One matter as a card linking to its guide. */
export function MatterCard({ m, terms = [] }: { m: MatterListItem; terms?: string[] }) {
  return (
    <CardLink
      to={paths.guidelines({ matterId: m.id })}
      name={<Highlight text={m.name} terms={terms} />}
      lines={[`${m.departmentName} · ${m.levelName} · ${m.promiseDays ? `${m.promiseDays}个工作日` : '即办'}`]}
    >
      <span className={styles.tags}>
        <Tag color="primary" fill="outline">
          {m.theme}
        </Tag>
        {m.audience.map((a) => (
          <Tag key={a} fill="outline">
            {a}
          </Tag>
        ))}
        {m.online ? <Tag color="success">可网办</Tag> : null}
        {m.crossProvince ? <Tag color="warning">跨省通办</Tag> : null}
      </span>
    </CardLink>
  );
}

/** Matters as cards linking to their guide. */
export function MatterList({ items, terms = [], label }: { items: MatterListItem[]; terms?: string[]; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((m) => (
        <li key={m.id} className={styles.item}>
          <MatterCard m={m} terms={terms} />
        </li>
      ))}
    </ul>
  );
}
