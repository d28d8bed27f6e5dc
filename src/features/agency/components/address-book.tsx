import { Checkbox, IndexBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { useAddressBook } from '../hooks/use-agency';
import { groupByInitial, matchesStaff } from '../address-rules';
import type { StaffMember } from '../types';
import styles from './agency.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { StaffGate } from './staff-gate';

const ROLE_TEXT: Record<StaffMember['role'], string> = { leader: '负责人', assistant: '帮办员', volunteer: '志愿者' };

/** 通讯录 (staff): colleagues A-Z with search and on-duty filter; tap to call; masked numbers where the role requires. */
export function AddressBook() {
  return (
    <PageShell title="通讯录">
      <StaffGate redirect={paths.addressBook()}>{() => <Book />}</StaffGate>
    </PageShell>
  );
}

function Book() {
  const book = useAddressBook();
  const [keyword, setKeyword] = useState('');
  const [onDutyOnly, setOnDutyOnly] = useState(false);
  const filtered = useMemo(
    () => (book.data ?? []).filter((s) => matchesStaff(s, keyword) && (!onDutyOnly || s.onDuty)),
    [book.data, keyword, onDutyOnly],
  );
  const groups = useMemo(() => groupByInitial(filtered), [filtered]);
  return (
    <>
      <div className={styles.bookTools}>
        <label htmlFor="book-search" className={kit.label}>
          搜索同事
        </label>
        <input
          id="book-search"
          type="search"
          className={kit.input}
          placeholder="姓名、拼音、部门或电话"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <Checkbox checked={onDutyOnly} onChange={setOnDutyOnly}>
          只看在岗
        </Checkbox>
      </div>
      <QueryView
        query={book}
        isEmpty={() => filtered.length === 0}
        empty={<EmptyState title={keyword || onDutyOnly ? '没有找到匹配的同事' : '通讯录为空'} />}
      >
        {() => (
          <div className={styles.bookList}>
            <IndexBar>
              {groups.map(([initial, people]) => (
                <IndexBar.Panel index={initial} title={initial} key={initial}>
                  <ul className={styles.plainList}>
                    {people.map((s) => (
                      <li key={s.id} className={`${styles.card} ${styles.bookCard}`}>
                        <div className={styles.cardHead}>
                          <span className={styles.cardTitle}>
                            {s.name}
                            {s.self ? '（我）' : ''}
                          </span>
                          <span className={styles.meta}>{s.onDuty ? '在岗' : '离岗'}</span>
                        </div>
                        <p className={styles.meta}>
                          {s.departmentName} · {s.title}（{ROLE_TEXT[s.role]}）
                        </p>
                        {s.masked ? (
                          <p className={styles.meta}>电话 {s.mobile}（您的角色不能查看完整号码）</p>
                        ) : (
                          <a href={`tel:${s.mobile}`} aria-label={`拨打${s.name}的电话 ${s.mobile}`}>
                            拨打 {s.mobile}
                          </a>
                        )}
                      </li>
                    ))}
                  </ul>
                </IndexBar.Panel>
              ))}
            </IndexBar>
          </div>
        )}
      </QueryView>
    </>
  );
}
