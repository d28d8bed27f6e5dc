import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/states';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { materialInfoQuery } from '@/features/matters/api/online/get-material-info';
import { onlineInfoQuery } from '@/features/matters/api/online/get-online-info';
import styles from '@/features/matters/components/apply.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { useApplicationDrafts } from '@/features/matters/hooks/use-application-drafts';
import { AppLink } from '@/lib/router/navigation';

const link = (primary = false) => `adm-button adm-button-${primary ? 'primary' : 'default'} adm-button-block`;

/** 网上办理: a matter's online entry: who may apply, what is needed, and the way in. */
export default function OnlinePage() {
  const [query] = useSearchParams();
  const matterId = query.get('matterId') ?? '';
  const info = useQuery(onlineInfoQuery(matterId));
  const materials = useQuery(materialInfoQuery(matterId));
  const hasDraft = useApplicationDrafts().has(matterId);
  if (!matterId)
    return (
      <PageShell title="网上办理">
        <EmptyState
          title="请先选择事项"
          description="从事项列表或搜索中找到要办理的事项，再点“网上办理”。"
          action={
            <div className={styles.actions} style={{ maxWidth: 320, margin: '12px auto 0' }}>
              <AppLink className={link(true)} to={paths.search()}>
                搜索事项
              </AppLink>
              <AppLink className={link()} to={paths.handleContinue()}>
                继续办理草稿
              </AppLink>
            </div>
          }
        />
      </PageShell>
    );
  return (
    <PageShell title="网上办理">
      <QueryView query={info}>
        {(m) => (
          <>
            <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="ol-name">
              <h2 id="ol-name">{m.name}</h2>
              <dl className={styles.summary}>
                <dt>实施部门</dt>
                <dd>
                  {m.areaName}
                  {m.departmentName}
                </dd>
                <dt>承诺时限</dt>
                <dd>{m.promiseDays ? `${m.promiseDays}个工作日` : '即办'}</dd>
                <dt>收费</dt>
                <dd>{m.fee}</dd>
                <dt>跑动次数</dt>
                <dd>{m.visits ? `最多跑${m.visits}次` : '零跑动'}</dd>
                <dt>申请表</dt>
                <dd>{m.formTitle}</dd>
              </dl>
            </section>
            {!m.online ? (
              <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="ol-offline">
                <h2 id="ol-offline">该事项暂不支持网上办理</h2>
                <p className={kit.hint}>请携带材料到{m.hallName}办理，可先预约或在线取号。</p>
                <div className={styles.actions} style={{ marginTop: 8 }}>
                  <AppLink className={link(true)} to={paths.reserve({ matterId: m.matterId })}>
                    预约办理
                  </AppLink>
                  <AppLink className={link()} to={paths.guidelines({ matterId: m.matterId })}>
                    办事指南
                  </AppLink>
                </div>
              </section>
            ) : (
              <>
                <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="ol-who">
                  <h2 id="ol-who">谁可以申请</h2>
                  <p className={kit.hint}>服务对象：{m.audience.join('、')}</p>
                  {m.conditions.length ? (
                    <ul>
                      {m.conditions.map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                  ) : null}
                </section>
                <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="ol-what">
                  <h2 id="ol-what">需要准备的材料</h2>
                  <QueryView query={materials}>
                    {(list) => (
                      <ul>
                        {list.map((x) => (
                          <li key={x.index}>
                            {x.name}
                            {x.required ? '' : x.condition ? `（${x.condition}）` : '（选交）'}
                            {x.cert ? '，可用电子证照' : ''}
                            {x.sample ? (
                              <>
                                ，<AppLink to={paths.previewFile({ fileUrl: x.sample })}>样表</AppLink>
                              </>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    )}
                  </QueryView>
                  <p className={kit.hint}>材料可用手机拍照上传，草稿自动保存，随时可以继续。</p>
                </section>
                <div className={styles.actionBlock}>
                  <AppLink className={link(true)} to={paths.application({ matterId: m.matterId })}>
                    {hasDraft ? '继续填写申请' : '开始申报'}
                  </AppLink>
                  <AppLink className={link()} to={paths.preAuditionFillIn({ matterId: m.matterId })}>
                    先预审材料
                  </AppLink>
                  {m.commitmentAllowed ? (
                    <AppLink className={link()} to={paths.notificationForm({ matterId: m.matterId })}>
                      告知承诺（免交部分证明）
                    </AppLink>
                  ) : null}
                  <AppLink className={link()} to={paths.remoteProcessing({ matterId: m.matterId })}>
                    远程办：预约视频办理
                  </AppLink>
                  {m.crossProvince ? (
                    <AppLink className={link()} to={paths.crossProcessingFeedback({ matterId: m.matterId })}>
                      跨省通办（{m.crossProvince}）
                    </AppLink>
                  ) : null}
                  <AppLink className={link()} to={paths.guidelines({ matterId: m.matterId })}>
                    办事指南
                  </AppLink>
                </div>
              </>
            )}
          </>
        )}
      </QueryView>
    </PageShell>
  );
}
