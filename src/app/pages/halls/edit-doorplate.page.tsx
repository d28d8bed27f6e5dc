import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { EmptyState } from '@/components/states';
import { QueryView } from '@/components/query-view';
import { doorplateQuery } from '@/features/halls/api/get-doorplate';
import { DoorplateForm } from '@/features/halls/components/doorplate-form';
import { useMyDoorplates } from '@/features/halls/hooks/use-doorplates';
import { AppLink, useAppNavigate } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { LoginNeeded } from './login-needed';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';

/** 编辑门牌: follow a doorplate (doorplateId) or rename a followed one (id), with a check before sending. */
export default function EditDoorplatePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const doorplateId = params.get('doorplateId') ?? '';
  const signedIn = useSignedIn();
  const go = useAppNavigate();
  const mine = useMyDoorplates(signedIn);
  const plate = useQuery(doorplateQuery(id ? '' : doorplateId));
  const done = () => go(paths.myDoorplateList(), { replace: true });
  let body;
  if (!signedIn) body = <LoginNeeded what="门牌" />;
  else if (id)
    body = (
      <QueryView query={mine}>
        {(list) => {
          const f = list.find((x) => x.id === id);
          return f ? (
            <DoorplateForm doorplate={f.doorplate} followId={f.id} initial={{ alias: f.alias, remark: f.remark }} onDone={done} />
          ) : (
            <EmptyState
              title="没有找到这个门牌"
              description="它可能已被取消关注"
              action={<AppLink to={paths.myDoorplateList()}>返回我的门牌</AppLink>}
            />
          );
        }}
      </QueryView>
    );
  else if (doorplateId) {
    const existing = mine.data?.find((x) => x.doorplate.id === doorplateId);
    body = existing ? (
      <EmptyState title="您已关注该门牌" action={<AppLink to={paths.editDoorplate({ id: existing.id })}>编辑这个门牌</AppLink>} />
    ) : (
      <QueryView query={plate}>
        {(d) => <DoorplateForm doorplate={d} followId={null} initial={{ alias: '', remark: '' }} onDone={done} />}
      </QueryView>
    );
  } else body = <EmptyState title="请先选择门牌" action={<AppLink to={paths.doorSearch()}>去搜索门牌</AppLink>} />;
  return <PageShell title={id ? '编辑门牌' : '关注门牌'}>{body}</PageShell>;
}
