import { Button } from 'antd-mobile';
import kit from '@/components/form-kit/form-kit.module.css';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { MOVE_TEXT, type AgencyRequest } from '../types';
import styles from './agency.module.css';

/** A taken request's message or note to the citizen, with 发送消息, its next statuses and 签名确认. */
export function AssignedNote({
  id,
  text,
  onText,
  moves,
  canSign,
  submitting,
  error,
  onSend,
  onMove,
}: {
  id: string;
  text: string;
  onText: (text: string) => void;
  moves: AgencyRequest['moves'];
  canSign: boolean;
  submitting: boolean;
  error: string | null;
  onSend: () => void;
  onMove: (to: AgencyRequest['status']) => void;
}) {
  return (
    <div className={kit.field}>
      <label htmlFor={`note-${id}`} className={kit.label}>
        给群众发消息 / 状态说明
      </label>
      <textarea id={`note-${id}`} className={kit.textarea} value={text} maxLength={200} onChange={(e) => onText(e.target.value)} />
      <div className={styles.actions}>
        <Button size="small" onClick={onSend} disabled={submitting}>
          发送消息
        </Button>
        {moves.map((to) => (
          <Button
            key={to}
            size="small"
            color={to === 'submitted' ? 'default' : 'primary'}
            fill={to === 'submitted' ? 'outline' : 'solid'}
            disabled={submitting}
            onClick={() => onMove(to)}
          >
            {MOVE_TEXT[to] ?? to}
          </Button>
        ))}
        {canSign ? (
          <AppLink to={paths.signature({ id })}>
            <Button size="small" color="success">
              签名确认
            </Button>
          </AppLink>
        ) : null}
      </div>
      {error ? (
        <p className={kit.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
