import { Button } from 'antd-mobile';
import { useRef } from 'react';
import styles from './im.module.css';

/** Over the chat's first line: earlier messages loading, failed (with 重试), to load, or none left. */
export function OlderMessages({
  loadingOlder,
  olderError,
  hasMore,
  loadOlder,
}: {
  loadingOlder: boolean;
  olderError: boolean;
  hasMore: boolean;
  loadOlder: () => Promise<unknown>;
}) {
  if (loadingOlder) return <p className={styles.system}>正在加载更早的消息…</p>;
  if (olderError) {
    return (
      <p className={styles.system} role="alert">
        更早的消息加载失败{' '}
        <Button size="mini" onClick={() => void loadOlder()}>
          重试
        </Button>
      </p>
    );
  }
  if (hasMore) {
    return (
      <p className={styles.system}>
        <Button size="mini" onClick={() => void loadOlder()}>
          加载更早的消息
        </Button>
      </p>
    );
  }
  return <p className={styles.system}>没有更早的消息了</p>;
}

/** The chat's composer: 图片 (inside the messenger), 文件, the text and 发送. */
export function ChatComposer({
  inMessenger,
  text,
  tooLong,
  hasError,
  onPickPictures,
  onFile,
  onText,
  onSend,
}: {
  inMessenger: boolean;
  text: string;
  tooLong: boolean;
  /** The error line under the composer is shown (it describes the text). */
  hasError: boolean;
  onPickPictures: () => void;
  onFile: (file: File) => void;
  onText: (text: string) => void;
  onSend: () => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.composer}>
      {inMessenger ? (
        <button type="button" className={styles.fileLabel} aria-label="发送图片" onClick={onPickPictures}>
          图片
        </button>
      ) : null}
      <label className={styles.fileLabel}>
        文件
        <input
          ref={fileInput}
          className={styles.visuallyHidden}
          type="file"
          accept="image/*,.pdf,.doc,.docx,.xls,.xlsx,.txt"
          aria-label="发送文件或图片"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) onFile(f);
            e.target.value = '';
          }}
        />
      </label>
      <label className={styles.visuallyHidden} htmlFor="im-compose">
        输入消息
      </label>
      <textarea
        id="im-compose"
        value={text}
        rows={1}
        placeholder="输入消息"
        aria-invalid={tooLong || undefined}
        aria-describedby={hasError ? 'im-compose-error' : undefined}
        onChange={(e) => onText(e.target.value)}
      />
      <Button color="primary" disabled={!text.trim() || tooLong} onClick={onSend}>
        发送
      </Button>
    </div>
  );
}
