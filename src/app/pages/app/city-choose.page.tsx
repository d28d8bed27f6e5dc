import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { getRegionTree } from '../../../features/app-shell/api/get-region-tree';
import type { AreaTreeNode } from '../../../features/app-shell/types';
import { PageShell } from '../../../components/page-shell';
import { QueryView } from '../../../components/query-view';
import { rememberedSystem, storeAreaParams } from '../../../lib/router/defaults';
import { useAppNavigate, useAreaParams } from '../../../lib/router/navigation';

function flatten(node: AreaTreeNode, depth = 0): { node: AreaTreeNode; depth: number }[] {
  return [{ node, depth }, ...(node.children ?? []).flatMap((c) => flatten(c, depth + 1))];
}

/** Choose an area from the tree of the root area; the choice becomes the fixed area. */
export default function CityChoosePage() {
  const { rootArea, fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const tree = useQuery({ queryKey: ['region-tree', rootArea], queryFn: () => getRegionTree(rootArea), staleTime: Infinity });
  const choose = (code: string) => {
    storeAreaParams({ fixedArea: code, rootArea });
    go(`/${rememberedSystem()}?fixedArea=${code}&rootArea=${rootArea}`, { replace: true });
  };
  return (
    <PageShell title="选择区域">
      <QueryView query={tree}>
        {(root) => (
          <List header="当前服务范围内的区域">
            {flatten(root)
              .filter(({ node }) => node.hallLevel > 0)
              .map(({ node, depth }) => (
                <List.Item
                  key={node.value}
                  onClick={() => choose(node.value)}
                  extra={node.value === fixedArea ? '当前' : undefined}
                  style={{ paddingLeft: 12 + depth * 16, fontSize: depth > 1 ? 16 : 17 }}
                >
                  {node.text}
                </List.Item>
              ))}
          </List>
        )}
      </QueryView>
    </PageShell>
  );
}
