import { Button, Result } from 'antd-mobile';
import { maskIdCard } from '@/lib/validation/mask';
import type { UserInfo } from '../types';
import styles from './profile.module.css';

/** The verification went through. */
export function RealNameSuccess({ info, onViewInfo, onDone }: { info: UserInfo; onViewInfo: () => void; onDone: () => void }) {
  return (
    <div role="status">
      <Result
        status="success"
        title="认证成功"
        description={
          <>
            {info.userName} <span className={styles.number}>{maskIdCard(info.idcard)}</span> 已通过实名认证
          </>
        }
      />
      <div className={styles.actions}>
        <Button block color="primary" size="large" onClick={onViewInfo}>
          查看我的信息
        </Button>
        <Button block size="large" onClick={onDone}>
          完成
        </Button>
      </div>
    </div>
  );
}

/** The verification failed or could not be sent; what was typed is kept for the next try. */
export function RealNameFailure({
  message,
  refused,
  onEdit,
  onRetry,
}: {
  message: string;
  refused: boolean;
  onEdit: () => void;
  onRetry: () => void;
}) {
  return (
    <div role="alert">
      <Result status="error" title={refused ? '认证未通过' : '提交失败'} description={message} />
      <div className={styles.actions}>
        <Button block color="primary" size="large" onClick={onEdit}>
          返回修改
        </Button>
        {refused ? null : (
          <Button block size="large" onClick={onRetry}>
            重新提交
          </Button>
        )}
      </div>
    </div>
  );
}
