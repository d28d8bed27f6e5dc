import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { isGatewayError } from '@/lib/http/errors';
import { AppLink } from '@/lib/router/navigation';
import { noticeQuery } from '../api/get-notice';
import type { CaseNotice, NoticeKind } from '../types';
import styles from './cases.module.css';

const cnDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`;
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The notice as a standalone HTML document (text escaped), for saving on the phone. */
export function noticeHtml(n: CaseNotice): string {
  const body = [
    `<h1>${escape(n.title)}</h1>`,
    `<p>${escape(n.docNo)}</p>`,
    `<p>${escape(n.to)}</p>`,
    ...n.paragraphs.map((p) => `<p>${escape(p)}</p>`),
    n.items.length ? `<ol>${n.items.map((i) => `<li>${escape(i)}</li>`).join('')}</ol>` : '',
    `<p style="text-align:right">${escape(n.issuer)}<br>${escape(cnDate(n.issuedAt))}</p>`,
  ].join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escape(n.title)}</title></head><body>${body}</body></html>`;
}

function SaveButtons({ notice }: { notice: CaseNotice }) {
  const url = useMemo(() => URL.createObjectURL(new Blob([noticeHtml(notice)], { type: 'text/html;charset=utf-8' })), [notice]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className={`${styles.actions} ${styles.noPrint}`}>
      <a className="adm-button adm-button-primary adm-button-block" href={url} download={`${notice.title}-${notice.docNo}.html`}>
        保存到手机
      </a>
      {notice.fileUrl ? (
        <AppLink className="adm-button adm-button-default adm-button-block" to={paths.previewFile({ fileUrl: notice.fileUrl })}>
          以文件打开
        </AppLink>
      ) : null}
      <Button block onClick={() => window.print()}>
        打印
      </Button>
    </div>
  );
}

/** A notice of a case rendered as a document (文书), with save and print. */
export function NoticeDocument({ id, kind }: { id: string; kind: NoticeKind }) {
  const q = useQuery({ ...noticeQuery(id, kind), refetchOnMount: 'always' });
  // The gateway's answer that this case has no such notice (yet): a fact, not a failure to retry.
  if (isGatewayError(q.error) && Number(q.error.code) === 404) {
    return (
      <EmptyState
        title={q.error.message}
        description="通知书在办件受理、退回补正或不予受理时生成，可在办件信息中查看进度。"
        action={<AppLink to={paths.officeInfolist({ id })}>查看办件信息</AppLink>}
      />
    );
  }
  return (
    <QueryView query={q} missing={!id}>
      {(n) => (
        <>
          <article className={styles.document} aria-labelledby="doc-title">
            <h2 id="doc-title">{n.title}</h2>
            <p className={styles.docNo}>{n.docNo}</p>
            <p>{n.to}</p>
            {n.paragraphs.map((p) => (
              <p key={p} className={styles.paragraph}>
                {p}
              </p>
            ))}
            {n.items.length ? (
              <ol>
                {n.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ol>
            ) : null}
            <p className={styles.signoff}>
              {n.issuer}
              <br />
              {cnDate(n.issuedAt)}
            </p>
          </article>
          <SaveButtons notice={n} />
        </>
      )}
    </QueryView>
  );
}
