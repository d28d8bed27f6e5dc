import type { UseQueryResult } from '@tanstack/react-query';
import kit from '@/components/form-kit/form-kit.module.css';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import type { MaterialSpec, OnlineInfo } from '../online-types';
import styles from './apply.module.css';

/** An antd-mobile block button's look, for a link. */
export const buttonLinkClass = (primary = false) => `adm-button adm-button-${primary ? 'primary' : 'default'} adm-button-block`;

/** The matter's summary on 网上办理: department, time limit, fee, visits, form. */
export function OnlineSummary({ m }: { m: OnlineInfo }) {
  return (
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
  );
}

/** 网上办理 of a matter done online: who may apply, what is needed, and the ways in. */
export function OnlineEntry({ m, materials, hasDraft }: { m: OnlineInfo; materials: UseQueryResult<MaterialSpec[]>; hasDraft: boolean }) {
  return (
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
        <AppLink className={buttonLinkClass(true)} to={paths.application({ matterId: m.matterId })}>
          {hasDraft ? '继续填写申请' : '开始申报'}
        </AppLink>
        <AppLink className={buttonLinkClass()} to={paths.preAuditionFillIn({ matterId: m.matterId })}>
          先预审材料
        </AppLink>
        {m.commitmentAllowed ? (
          <AppLink className={buttonLinkClass()} to={paths.notificationForm({ matterId: m.matterId })}>
            告知承诺（免交部分证明）
          </AppLink>
        ) : null}
        <AppLink className={buttonLinkClass()} to={paths.remoteProcessing({ matterId: m.matterId })}>
          远程办：预约视频办理
        </AppLink>
        {m.crossProvince ? (
          <AppLink className={buttonLinkClass()} to={paths.crossProcessingFeedback({ matterId: m.matterId })}>
            跨省通办（{m.crossProvince}）
          </AppLink>
        ) : null}
        <AppLink className={buttonLinkClass()} to={paths.guidelines({ matterId: m.matterId })}>
          办事指南
        </AppLink>
      </div>
    </>
  );
}
