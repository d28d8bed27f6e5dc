import { List } from 'antd-mobile';
import { useAreaChoices } from '@/features/app-shell/hooks/use-area-choice';
import { ListRow } from '@/components/list-row';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { rememberedSystem, storeAreaParams } from '@/lib/router/defaults';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { withAreaParams } from '@/lib/router/href';
import { paths } from '@/config/routes';

/** Choose an area from the tree of the root area; the choice becomes the fixed area. */
export default function CityChoosePage() {
  const { rootArea, fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const { tree, choices } = useAreaChoices(rootArea);
  const choose = (code: string) => {
    storeAreaParams({ fixedArea: code, rootArea });
    go(withAreaParams(paths[rememberedSystem()](), { fixedArea: code, rootArea }), { replace: true });
  };
  return (
    <PageShell title="选择区域">
      <QueryView query={tree}>
        {() => (
          <List header="当前服务范围内的区域">
            {choices.map(({ node, depth }) => (
              <ListRow
                key={node.value}
                onClick={() => choose(node.value)}
                current={node.value === fixedArea}
                extra={node.value === fixedArea ? '当前' : undefined}
                style={{ paddingLeft: 12 + depth * 16 }}
              >
                {node.text}
              </ListRow>
            ))}
          </List>
        )}
      </QueryView>
    </PageShell>
  );
}
