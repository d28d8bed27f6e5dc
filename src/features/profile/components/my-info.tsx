import { Avatar, List } from 'antd-mobile';
import dayjs from 'dayjs';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { AppLink } from '@/lib/router/navigation';
import { maskIdCard, maskMobile } from '@/lib/validation/mask';
import { useUserInfo } from '../hooks/use-user-info';
import type { UserInfo } from '../types';
import { Revealable } from './revealable';
import styles from './profile.module.css';
import { paths } from '@/config/routes';

function Details({ info }: { info: UserInfo }) {
  return (
    <>
      <List header="账号信息">
        <List.Item extra={<Avatar src={info.headImgUrl} className={styles.avatar} />}>头像</List.Item>
        <List.Item extra={info.nickName || <span className={styles.muted}>未设置</span>}>昵称</List.Item>
        <List.Item
          extra={
            info.mobile ? <Revealable label="手机号" value={info.mobile} mask={maskMobile} /> : <span className={styles.muted}>未绑定</span>
          }
        >
          手机号
        </List.Item>
      </List>
      <List header="实名信息">
        <List.Item extra={info.realNameVerified ? <span className={styles.ok}>已认证</span> : <span className={styles.muted}>未认证</span>}>
          实名状态
        </List.Item>
        {info.realNameVerified ? (
          <>
            <List.Item extra={info.userName}>姓名</List.Item>
            <List.Item extra={<Revealable label="身份证号" value={info.idcard} mask={maskIdCard} />}>身份证号</List.Item>
            {info.verifiedAt ? <List.Item extra={dayjs(info.verifiedAt).format('YYYY-MM-DD HH:mm')}>认证时间</List.Item> : null}
          </>
        ) : null}
      </List>
      <div className={styles.actions}>
        <AppLink to={paths.recertificationHome()} className={styles.recertifyLink}>
          {info.realNameVerified ? '重新实名认证' : '去实名认证'}
        </AppLink>
      </div>
    </>
  );
}

/** myInfo: the profile with the id number and mobile masked, each revealed only on request. */
export function MyInfo() {
  const query = useUserInfo();
  return (
    <PageShell title="个人信息">
      <QueryView query={query}>{(info) => <Details info={info} />}</QueryView>
    </PageShell>
  );
}
