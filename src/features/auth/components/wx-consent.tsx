import { Button, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { isGatewayError } from '@/lib/http/errors';
import { authorizeWx } from '../api/authorize-wx';
import styles from './auth.module.css';

const IDENTITIES = [
  { openId: 'demo-openid-001', label: '张三（演示市民）' },
  { openId: 'demo-openid-new', label: '新微信用户（首次授权）' },
];

export interface WxConsentProps {
  appId: string;
  /** Consent given: the openId and ticket the authorization returns to the app. */
  onAuthorized: (result: { openId: string; ticket: string }) => void;
  onRefused: () => void;
}

/** The emulator's stand-in for the chat-app authorization screen. */
export function WxConsent({ appId, onAuthorized, onRefused }: WxConsentProps) {
  const [openId, setOpenId] = useState(IDENTITIES[0].openId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const allow = async () => {
    setBusy(true);
    setFailure('');
    try {
      onAuthorized(await authorizeWx(appId, openId));
    } catch (e) {
      setFailure(isGatewayError(e) ? e.message : '授权失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <section className={styles.card} aria-label="授权说明">
        <p>
          <strong>政务服务一网通</strong> 申请获得以下权限：
        </p>
        <p className={styles.muted}>获得你的公开信息（昵称、头像、地区）</p>
        <p className={styles.muted}>应用标识 {appId}</p>
      </section>
      <section className={styles.card} aria-label="选择身份">
        <p className={styles.muted}>模拟环境：选择授权的微信身份</p>
        <Radio.Group value={openId} onChange={(v) => setOpenId(String(v))}>
          <Space direction="vertical">
            {IDENTITIES.map((i) => (
              <Radio key={i.openId} value={i.openId}>
                {i.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </section>
      <div className={`${styles.error} ${styles.consentError}`} role="alert">
        {failure}
      </div>
      <div className={styles.actions}>
        <Button block color="primary" size="large" loading={busy} onClick={allow}>
          允许
        </Button>
        <Button block fill="none" className={styles.refuse} onClick={onRefused}>
          拒绝
        </Button>
      </div>
    </div>
  );
}
