import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { messengerPlatform } from '@/lib/bridge/platform';
import { useBridgeReady } from '@/lib/bridge/use-bridge';
import { checklistOf } from '../checklist';
import type { Guide, HeldCertificate } from '../types';
import styles from './matters.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'making' }
  | { kind: 'ready'; url: string; file: File; alt: string; messenger: boolean }
  | { kind: 'failed'; message: string };

/** A picture as a data: address: the messenger's long-press menu (发送给朋友, 保存图片) reads it where a blob: one fails. */
function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('图片生成失败'));
    reader.readAsDataURL(blob);
  });
}

/**
 * 生成清单图片: the personal checklist drawn as a picture (the drawing code loads only when asked),
 * shown with its description, to save or to share. In the messenger (whose browser neither downloads
 * nor shares files from a page) the picture is pressed long to send it to a friend or save it, as its
 * own menu offers; elsewhere the system share sheet where it takes files, else a download.
 */
export function ChecklistPicture({ guide, have, held, link }: { guide: Guide; have: number[]; held: HeldCertificate[]; link: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const bridged = useBridgeReady();
  const url = state.kind === 'ready' && !state.messenger ? state.url : null;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const make = async () => {
    setState({ kind: 'making' });
    try {
      const list = checklistOf(guide, have, held);
      const { renderChecklistImage } = await import('../checklist-canvas');
      const blob = await renderChecklistImage(list, [`版本日期 ${guide.versionDate} · ${guide.departmentName}`, `在线查看：${link}`]);
      const file = new File([blob], `${guide.name}-材料清单.png`, { type: 'image/png' });
      const ready = list.rows.filter((r) => r.state !== 'todo').map((r) => r.name);
      const messenger = bridged || messengerPlatform(navigator.userAgent) !== null;
      setState({
        kind: 'ready',
        messenger,
        url: messenger ? await dataUrl(blob) : URL.createObjectURL(blob),
        file,
        alt: `${list.title}：${list.summary}。${ready.length ? `已备齐：${ready.join('、')}` : '尚未备齐材料'}`,
      });
    } catch (e) {
      setState({ kind: 'failed', message: e instanceof Error ? e.message : '图片生成失败' });
    }
  };
  const share = async (file: File) => {
    try {
      await navigator.share({ files: [file], title: file.name });
    } catch (e) {
      if ((e as Error).name !== 'AbortError') setState({ kind: 'failed', message: '分享未成功，请先保存图片再发送' });
    }
  };
  const canShare = (file: File) => typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });

  return (
    <>
      <Button size="small" loading={state.kind === 'making'} onClick={() => void make()}>
        生成清单图片
      </Button>
      {state.kind === 'failed' ? (
        <p className={`${styles.meta} ${styles.fullRow}`} role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'ready' ? (
        <figure className={styles.picture} aria-label="材料清单图片">
          <img src={state.url} alt={state.alt} />
          <figcaption className={`${styles.actions} ${styles.below}`}>
            {state.messenger ? (
              <span className={`${styles.meta} ${styles.fullRow}`}>长按上方图片，可发送给朋友或保存到手机</span>
            ) : (
              <a className="adm-button adm-button-primary adm-button-small" href={state.url} download={state.file.name}>
                保存图片
              </a>
            )}
            {!state.messenger && canShare(state.file) ? (
              <Button size="small" onClick={() => void share(state.file)}>
                分享图片
              </Button>
            ) : null}
            <Button size="small" fill="none" onClick={() => setState({ kind: 'idle' })}>
              收起图片
            </Button>
          </figcaption>
        </figure>
      ) : null}
    </>
  );
}
