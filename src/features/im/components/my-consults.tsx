import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import dayjs from 'dayjs';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { myConsultsQuery } from '../api/consult';
import styles from './im.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

const STATUS = { pending: '待答复', replied: '已答复' } as const;

/** myconsult: my questions, their status and the departments' replies. */
export function MyConsults() {
  const list = useQuery({ ...myConsultsQuery(), refetchInterval: 15_000 });
  return (
    <QueryView
      query={list}
      isEmpty={(d) => d.records.length === 0}
      empty={
        <EmptyState
          title="还没有咨询"
          description="向办事部门提问后，答复会显示在这里。"
          action={<AppLink to={paths.consult()}>我要咨询</AppLink>}
        />
      }
    >
      {(data) => (
        <>
          <div className={styles.toolbar}>
            <p className={kit.hint}>共{data.total}条咨询</p>
            <AppLink to={paths.consult()}>我要咨询</AppLink>
          </div>
          <ul className={styles.list} aria-label="我的咨询">
            {data.records.map((c) => (
              <li key={c.id}>
                <article className={styles.card} aria-labelledby={`cs-${c.id}`}>
                  <h2 id={`cs-${c.id}`} className={styles.cardTitle}>
                    {c.title}
                  </h2>
                  <p className={styles.meta}>
                    {c.departmentName}
                    {c.matterName ? ` · ${c.matterName}` : ''} · {dayjs(c.createdAt).format('YYYY-MM-DD HH:mm')} ·{' '}
                    <strong>{STATUS[c.status]}</strong>
                  </p>
                  <p className={styles.consultText}>{c.content}</p>
                  {c.images.length ? (
                    <div className={styles.thumbs}>
                      {c.images.map((url, i) => (
                        <img key={url} className={styles.thumb} src={url} alt={`咨询图片${i + 1}`} />
                      ))}
                    </div>
                  ) : null}
                  {c.status === 'replied' ? (
                    <div className={styles.reply}>
                      <p className={styles.meta}>
                        {c.replyBy}答复{c.repliedAt ? `（${dayjs(c.repliedAt).format('YYYY-MM-DD HH:mm')}）` : ''}：
                      </p>
                      <p className={styles.consultText}>{c.reply}</p>
                    </div>
                  ) : (
                    <p className={kit.hint}>部门正在处理，答复后会通知您。</p>
                  )}
                </article>
              </li>
            ))}
          </ul>
          <div className={styles.toolbar}>
            <Button size="small" onClick={() => void list.refetch()} loading={list.isFetching}>
              刷新
            </Button>
          </div>
        </>
      )}
    </QueryView>
  );
}
