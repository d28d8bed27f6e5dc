import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { SUBSCRIBE_TEMPLATES, type SubscribeTemplate } from '@/contract/service-notices';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { askSubscribe } from './ask-subscribe';
import styles from './subscribe-offer.module.css';

/**
 * The messenger's one-time subscribe, offered on a confirmation (docs/notices.md): a card with a
 * button the user taps when they want the reminder. Nothing opens by itself over the page they just
 * reached (issue 34, item 8). Only a messenger login (openId) sees it; anyone else gets SMS and
 * 消息中心 without being asked.
 */
export function SubscribeOffer({ template }: { template: SubscribeTemplate }) {
  const authority = useAuthStore((s) => s.authority);
  const [state, setState] = useState<'offer' | 'asking' | 'accept' | 'reject'>('offer');
  const heading = useId();
  if (authority !== 'openId') return null;
  const { title, description } = SUBSCRIBE_TEMPLATES[template];
  const ask = async () => {
    setState('asking');
    const answer = await askSubscribe(template);
    setState(answer ?? 'offer');
  };
  return (
    <section className={styles.box} aria-labelledby={heading}>
      <h2 id={heading} className={styles.heading}>
        微信消息提醒
      </h2>
      <p className={styles.text}>
        {title}：{description}。消息中心里总能看到。
      </p>
      {state === 'accept' ? (
        <p className={styles.said} role="status">
          已订阅{title}，将通过微信服务通知发给您一次。
        </p>
      ) : (
        <>
          {state === 'reject' ? (
            <p className={styles.said} role="status">
              未订阅，您仍可在消息中心查看。
            </p>
          ) : null}
          <Button block fill="outline" color="primary" loading={state === 'asking'} onClick={() => void ask()}>
            订阅{title}
          </Button>
        </>
      )}
    </section>
  );
}
