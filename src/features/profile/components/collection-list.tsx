import { Button, List, Tabs } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EmptyState } from '@/components/states';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { confirm } from '@/lib/feedback/feedback';
import { AppLink } from '@/lib/router/navigation';
import { COLLECTION_TYPE_TEXT, type CollectionItem, type CollectionType } from '../collection-types';
import { useCollections, useToggleCollection } from '../hooks/use-collections';
import styles from './collection-list.module.css';

const TABS: { key: 'all' | CollectionType; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'matter', title: '事项' },
  { key: 'guide', title: '办事指南' },
  { key: 'hall', title: '大厅' },
];

function targetOf(item: CollectionItem): string {
  if (item.type === 'hall') return paths.lntroductionhall({ hallId: item.targetId });
  return paths.guidelines({ matterId: item.targetId });
}

/** 我的收藏: matters, guides and halls the user collected, each with 取消收藏 (asked first). */
export function CollectionList() {
  const [tab, setTab] = useState<'all' | CollectionType>('all');
  const query = useCollections(true);
  const toggle = useToggleCollection();
  const remove = async (item: CollectionItem) => {
    const ok = await confirm({
      title: '取消收藏',
      content: `确定不再收藏“${item.title}”吗？`,
      confirmText: '取消收藏',
      cancelText: '保留',
      danger: true,
    });
    if (ok) toggle.mutate({ type: item.type, targetId: item.targetId, collect: false });
  };
  return (
    <>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as typeof tab)}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <QueryView
        query={query}
        isEmpty={(list) => list.filter((i) => tab === 'all' || i.type === tab).length === 0}
        empty={
          <EmptyState
            title={tab === 'all' ? '还没有收藏' : `还没有收藏${COLLECTION_TYPE_TEXT[tab]}`}
            description="在事项、办事指南和大厅页面点“收藏”，常用的就能在这里找到"
          />
        }
      >
        {(list) => (
          <section aria-label="收藏列表">
            <List>
              {list
                .filter((i) => tab === 'all' || i.type === tab)
                .map((item) => (
                  <List.Item
                    key={item.id}
                    description={`${COLLECTION_TYPE_TEXT[item.type]} · ${item.subtitle} · ${dayjs(item.createdAt).format('YYYY-MM-DD')} 收藏`}
                    extra={
                      <Button
                        size="mini"
                        fill="outline"
                        color="danger"
                        aria-label={`取消收藏${item.title}`}
                        onClick={() => void remove(item)}
                      >
                        取消收藏
                      </Button>
                    }
                  >
                    <AppLink to={targetOf(item)} className={styles.itemLink}>
                      {item.title}
                    </AppLink>
                  </List.Item>
                ))}
            </List>
          </section>
        )}
      </QueryView>
    </>
  );
}
