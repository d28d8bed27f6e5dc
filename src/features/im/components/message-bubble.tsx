import { Button, ImageViewer, ProgressBar } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import type { ChatItem } from '../hooks/use-chat';
import { autoBody, callContent, checklistContent, fileContent, formatDuration, formatSize, isImageFile, linkContent } from '../thread';
import type { IMMessage } from '../types';
import styles from './im.module.css';

const time = (ms: number) => dayjs(ms).format('MM-DD HH:mm');

function FileBody({ content }: { content: string }) {
  const [open, setOpen] = useState(false);
  const file = fileContent(content);
  if (!file) return <>[文件无法显示]</>;
  if (isImageFile(file)) {
    return (
      <>
        <button type="button" className={styles.imageButton} onClick={() => setOpen(true)} aria-label={`查看大图：${file.name}`}>
          <img className={styles.image} src={file.url} alt={file.name} loading="lazy" />
        </button>
        <ImageViewer image={file.url} visible={open} onClose={() => setOpen(false)} />
      </>
    );
  }
  return (
    <AppLink to={paths.previewFile({ fileUrl: file.url })}>
      文件：{file.name}
      {file.size ? `（${formatSize(file.size)}）` : ''}
    </AppLink>
  );
}

function LinkBody({ content }: { content: string }) {
  const link = linkContent(content);
  if (!link) return <>[链接无法显示]</>;
  // In-app routes open in the app; other addresses only when they are http(s).
  if (link.url.startsWith('#/')) return <AppLink to={link.url.slice(1)}>链接：{link.title}</AppLink>;
  if (/^https?:\/\//i.test(link.url)) {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        链接：{link.title}（外部链接）
      </a>
    );
  }
  return <>链接：{link.title}</>;
}

/** A file waiting in the outbox: its name and size (no address until it is uploaded). */
function PendingFile({ content }: { content: string }) {
  let f: { name?: unknown; size?: unknown } = {};
  try {
    f = JSON.parse(content) as typeof f;
  } catch {
    // shown by name only
  }
  return (
    <>
      文件：{typeof f.name === 'string' ? f.name : ''}
      {typeof f.size === 'number' && f.size ? `（${formatSize(f.size)}）` : ''}
    </>
  );
}

/** Staff's checklist at the end of a remote-handling call; once stored, the case the transcript was filed to. */
function ChecklistBody({ content }: { content: string }) {
  const c = checklistContent(content);
  if (!c) return <>[办理记录无法显示]</>;
  return (
    <span className={styles.record}>
      <strong>远程办理记录{c.matterName ? `：${c.matterName}` : ''}</strong>
      {c.startedAt !== undefined ? (
        <span>
          通话时间 {time(c.startedAt)}
          {c.endedAt !== undefined ? ` 至 ${dayjs(c.endedAt).format('HH:mm')}` : ''}，时长{formatDuration(c.durationSec)}
          {c.lineCount ? `，通话中消息${c.lineCount}条` : ''}
        </span>
      ) : null}
      <span>核对清单：</span>
      <ul className={styles.checklist}>
        {c.items.map((i) => (
          <li key={i.label}>
            {i.checked ? '✔' : '✘'} {i.label}（{i.checked ? '已核对' : '未核对'}）
          </li>
        ))}
      </ul>
      <span>后续事项：{c.nextSteps}</span>
      {c.caseId ? <AppLink to={paths.officeInfolist({ id: c.caseId })}>已归档至办件 {c.caseNo}，查看办件</AppLink> : <span>归档中…</span>}
    </span>
  );
}

function Body({ msg, onAnswerCall }: { msg: Pick<IMMessage, 'type' | 'content'>; onAnswerCall?: (content: string) => void }) {
  switch (msg.type) {
    case 'file':
      return <FileBody content={msg.content} />;
    case 'link':
      return <LinkBody content={msg.content} />;
    case 'call': {
      const call = callContent(msg.content);
      return (
        <>
          {call?.useVideo === false ? '语音' : '视频'}通话邀请{call?.matterName ? `：${call.matterName}` : ''}
          {onAnswerCall ? (
            <span className={styles.state}>
              <Button size="mini" onClick={() => onAnswerCall(msg.content)}>
                查看通话
              </Button>
            </span>
          ) : null}
        </>
      );
    }
    case 'checklist':
      return <ChecklistBody content={msg.content} />;
    default:
      return <>{msg.content}</>;
  }
}

/** One line of the conversation. */
export function MessageLine({
  item,
  peerName,
  onRetry,
  onAnswerCall,
}: {
  item: ChatItem;
  peerName: string;
  onRetry(tmpId: string): void;
  onAnswerCall?: (content: string) => void;
}) {
  if (item.kind === 'msg' && (item.msg.type === 'hang' || item.msg.type === 'grabOrders')) {
    return (
      <p className={styles.system}>
        {item.msg.type === 'hang' ? '通话已结束' : `接单通知：${item.msg.content}`} · {time(item.msg.createTime)}
      </p>
    );
  }
  if (item.kind === 'pending') {
    const { item: p } = item;
    return (
      <div className={`${styles.bubbleRow} ${styles.mine}`}>
        <div className={styles.bubble}>
          {p.type === 'file' ? <PendingFile content={p.content} /> : <Body msg={p} />}
          {p.type === 'file' && item.percent !== undefined ? (
            <ProgressBar
              percent={item.percent}
              text={`${item.percent}%`}
              aria-label={`${fileContent(p.content)?.name ?? '文件'} 上传进度`}
            />
          ) : null}
          <span className={styles.state}>
            {p.state === 'sending' ? (
              <span>发送中…</span>
            ) : (
              <>
                <span role="alert">发送失败{p.error ? `：${p.error}` : ''}</span>
                <Button size="mini" onClick={() => onRetry(p.tmpId)}>
                  重试
                </Button>
              </>
            )}
          </span>
        </div>
      </div>
    );
  }
  const { msg, mine } = item;
  // Sent by the gateway in the staff member's name while they were not online: said so.
  const auto = !mine && msg.auto === true;
  return (
    <div className={`${styles.bubbleRow} ${mine ? styles.mine : ''}`}>
      <div className={styles.bubble}>
        <span className={styles.visuallyHidden}>{mine ? '我' : peerName}说：</span>
        {auto ? <span className={styles.autoTag}>自动回复</span> : null}
        <Body msg={auto ? autoBody(msg) : msg} onAnswerCall={mine ? undefined : onAnswerCall} />
        <span className={styles.time}>
          {time(msg.createTime)}
          {mine ? ' · 已发送' : ''}
        </span>
      </div>
    </div>
  );
}
