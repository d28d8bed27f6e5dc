import { Button } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import styles from '@/features/matters/components/apply.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { useApplicationDrafts } from '@/features/matters/hooks/use-application-drafts';
import type { ApplicationStep } from '@/features/matters/online-types';
import { confirm } from '@/lib/feedback/feedback';
import { AppLink } from '@/lib/router/navigation';

const STEP_NAMES: Record<ApplicationStep, string> = {
  applicant: '填写申请人',
  form: '填写表单',
  materials: '上传材料',
  review: '核对提交',
};
const fmt = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false });

/** 继续办理: the user's saved applications, each resumed at the step where it stopped. */
export default function HandleContinuePage() {
  const { items, remove: forget } = useApplicationDrafts();
  const remove = async (matterId: string, name: string) => {
    if (
      !(await confirm({
        title: '删除草稿',
        content: `删除“${name}”的申请草稿？已填写的内容和上传的材料将不再保留。`,
        confirmText: '删除',
        danger: true,
      }))
    )
      return;
    forget(matterId);
  };
  return (
    <PageShell title="继续办理">
      {items.length === 0 ? (
        <EmptyState
          title="没有未提交的申请"
          description="网上申报填写到一半时会自动保存草稿，可在这里继续。"
          action={<AppLink to={paths.gotoHandle()}>去办理事项</AppLink>}
        />
      ) : (
        <div className={kit.form}>
          <p className={kit.hint}>草稿保存在本机，退出登录后会清除。</p>
          <ul className={styles.list} aria-label="申请草稿">
            {items.map((d) => (
              <li key={d.matterId} className={styles.item}>
                <strong>{d.matterName}</strong>
                <span className={kit.hint}>
                  停在：{STEP_NAMES[d.step]} · 保存于{fmt(d.updatedAt)}
                </span>
                <div className={`${styles.footer} ${styles.bare}`}>
                  <AppLink
                    className="adm-button adm-button-primary"
                    to={paths.application({ matterId: d.matterId })}
                    aria-label={`继续填写${d.matterName}`}
                  >
                    继续填写
                  </AppLink>
                  <Button onClick={() => void remove(d.matterId, d.matterName)} aria-label={`删除${d.matterName}的草稿`}>
                    删除
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actionBlock}>
        <AppLink className="adm-button adm-button-default adm-button-block" to={paths.myOffice({ status: 'returned' })}>
          待补正的办件
        </AppLink>
      </div>
    </PageShell>
  );
}
