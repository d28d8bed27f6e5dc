import { Button, ErrorBlock } from 'antd-mobile';
import type { PreviewProblemKind } from '../types';
import styles from './preview.module.css';

const TEXT: Record<PreviewProblemKind, { title: string; text: (ext: string) => string }> = {
  invalid: { title: '文件地址无效', text: () => '该地址不是可以预览的文件地址，已阻止打开。' },
  'not-allowed': { title: '文件来源不受信任', text: () => '为了您的安全，只能预览本站和指定文件服务器上的文件，该地址已阻止打开。' },
  unreachable: { title: '文件无法访问', text: () => '文件不存在或网络异常，请稍后重试，或下载后查看。' },
  damaged: { title: '文件无法预览', text: () => '文件已损坏或格式异常，请下载后查看。' },
  'too-large': { title: '文件过大', text: () => '文件过大，无法在页面中预览，请下载后查看。' },
  'video-format': {
    title: '无法播放该视频',
    text: (ext) => `当前浏览器不支持播放 ${ext.toUpperCase() || '该'} 格式的视频，请下载后使用播放器观看。`,
  },
  unsupported: { title: '暂不支持预览该类型文件', text: () => '请下载后查看。' },
};

export interface PreviewProblemProps {
  kind: PreviewProblemKind;
  name: string;
  extension: string;
  /** Safe address to download; absent for an invalid address. */
  downloadHref?: string;
  onBack?: () => void;
  onRetry?: () => void;
}

/** A clear message with the file name and a way out: never a blank page or an endless spinner. */
export function PreviewProblem({ kind, name, extension, downloadHref, onBack, onRetry }: PreviewProblemProps) {
  const t = TEXT[kind];
  return (
    <div className={styles.problem} role="alert">
      <ErrorBlock
        status={kind === 'unreachable' ? 'disconnected' : 'default'}
        title={t.title}
        description={
          <>
            {name ? <span className={styles.problemName}>文件：{name}</span> : null}
            <span className={styles.problemText}>{t.text(extension)}</span>
          </>
        }
      >
        <div className={styles.problemActions}>
          {onRetry && kind === 'unreachable' ? (
            <Button size="small" onClick={onRetry}>
              重试
            </Button>
          ) : null}
          {downloadHref && kind !== 'invalid' && kind !== 'not-allowed' ? (
            <a className={styles.download} href={downloadHref} download={name || true} target="_blank" rel="noopener noreferrer">
              下载文件
            </a>
          ) : null}
          {onBack ? (
            <Button size="small" onClick={onBack}>
              返回
            </Button>
          ) : null}
        </div>
      </ErrorBlock>
    </div>
  );
}
