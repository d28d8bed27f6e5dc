import { useQuery } from '@tanstack/react-query';
import { Button, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '@/components/states';
import { QueryView } from '@/components/query-view';
import { confirm, toast } from '@/lib/feedback/feedback';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { doorplateQuery } from '../api/get-doorplate';
import { doorplateSearchQuery } from '../api/search-doorplates';
import { useDoorplateMutations, useMyDoorplates } from '../hooks/use-doorplates';
import type { Doorplate } from '../types';
import styles from './hall.module.css';

function DoorplateCard({ d, followed }: { d: Doorplate; followed?: boolean }) {
  return (
    <li className={styles.section}>
      <h2>{d.name}</h2>
      <p className={styles.line}>{d.address}</p>
      <p className={styles.line}>
        {d.hours} · <a href={`tel:${d.phone}`}>{d.phone}</a>
      </p>
      <p className={styles.line}>可办：{d.services.join('、') || '咨询服务'}</p>
      <div className={`${styles.links} ${styles.bare}`}>
        <AppLink to={paths.doorGuide({ doorplateId: d.id })}>门牌指引</AppLink>
        <AppLink to={paths.mapGuide({ doorplateId: d.id })}>到这里去</AppLink>
        {followed ? <span className={styles.line}>已关注</span> : <AppLink to={paths.editDoorplate({ doorplateId: d.id })}>关注</AppLink>}
      </div>
    </li>
  );
}

/** 门牌搜索: doorplates of the area by name, address or service. */
export function DoorSearch({ areaCode, signedIn }: { areaCode: string; signedIn: boolean }) {
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const q = useQuery(doorplateSearchQuery(areaCode, keyword));
  const mine = useMyDoorplates(signedIn);
  const followed = new Set((mine.data ?? []).map((f) => f.doorplate.id));
  return (
    <>
      <div className={styles.section}>
        <div role="search" aria-label="搜索门牌">
          <SearchBar
            placeholder="门牌名称、地址或服务，如：社保卡"
            value={input}
            onChange={setInput}
            onSearch={(v) => setKeyword(v.trim())}
            onClear={() => setKeyword('')}
          />
        </div>
      </div>
      <QueryView query={q} isEmpty={(d) => d.length === 0} empty={<EmptyState title={`没有找到与“${keyword}”有关的门牌`} />}>
        {(list) => (
          <>
            <p className={`${styles.line} ${styles.inset}`} aria-live="polite">
              共{list.length}个门牌
            </p>
            <ul className={styles.cards}>
              {list.map((d) => (
                <DoorplateCard key={d.id} d={d} followed={followed.has(d.id)} />
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </>
  );
}

const STEPS = [
  ['找到门牌', '门牌设在街道、社区的党群服务中心和便民服务站，门口挂有“政务服务门牌”标识；可在“门牌搜索”中按地址查找。'],
  ['扫码或到窗口', '用手机扫描门牌上的二维码进入本应用，或直接到服务台办理、咨询。'],
  ['办理与咨询', '门牌可办社保卡、居住证签注、老年人优待证等常办事项，其他事项可由工作人员帮办代办，转到所属政务服务中心。'],
  ['评价', '办完后可在首页弹出的“门牌评价”或“好差评”中评价本次服务。'],
] as const;

/** 门牌指引: how to reach and use a doorplate (one doorplate, or doorplates in general). */
export function DoorGuide({ doorplateId }: { doorplateId: string }) {
  const q = useQuery(doorplateQuery(doorplateId));
  return (
    <>
      {doorplateId ? <QueryView query={q}>{(d) => <ul className={styles.cards}>{<DoorplateCard d={d} />}</ul>}</QueryView> : null}
      <section className={styles.section} aria-labelledby="dg-steps">
        <h2 id="dg-steps">如何使用门牌</h2>
        <ol className={styles.plain}>
          {STEPS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>：{text}
            </li>
          ))}
        </ol>
      </section>
      <div className={styles.links}>
        <AppLink to={paths.doorSearch()}>搜索门牌</AppLink>
        <AppLink to={paths.myDoorplateList()}>我关注的门牌</AppLink>
      </div>
    </>
  );
}

/** 我的门牌: the doorplates the user follows, each to edit or remove (removal asks first). */
export function MyDoorplates() {
  const q = useMyDoorplates(true);
  const { remove } = useDoorplateMutations();
  const onRemove = async (id: string, alias: string) => {
    const ok = await confirm({
      title: '取消关注',
      content: `确定不再关注“${alias}”吗？`,
      confirmText: '取消关注',
      cancelText: '保留',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(id, {
      onSuccess: () => toast.success('已取消关注'),
      onError: (e) => toast.fail(e instanceof Error ? e.message : '操作失败，请稍后重试'),
    });
  };
  return (
    <QueryView
      query={q}
      isEmpty={(d) => d.length === 0}
      empty={
        <EmptyState
          title="还没有关注的门牌"
          description="关注常去的门牌，办事更方便"
          action={<AppLink to={paths.doorSearch()}>去搜索门牌</AppLink>}
        />
      }
    >
      {(list) => (
        <ul className={styles.cards}>
          {list.map((f) => (
            <li key={f.id} className={styles.section} data-follow={f.id}>
              <h2>{f.alias}</h2>
              <p className={styles.text}>{f.doorplate.name}</p>
              <p className={styles.line}>{f.doorplate.address}</p>
              {f.remark ? <p className={styles.line}>备注：{f.remark}</p> : null}
              <div className={`${styles.links} ${styles.bare}`}>
                <AppLink to={paths.editDoorplate({ id: f.id })}>编辑</AppLink>
                <AppLink to={paths.mapGuide({ doorplateId: f.doorplate.id })}>到这里去</AppLink>
                <Button
                  size="small"
                  fill="outline"
                  color="danger"
                  onClick={() => void onRemove(f.id, f.alias)}
                  loading={remove.isPending && remove.variables === f.id}
                >
                  取消关注
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
