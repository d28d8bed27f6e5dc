import type { CaseNotice, NoticeKind } from '@/contract/online';
import { fingerprint } from '@/mocks/db/store';
import { storedFiles, storeMadeFile } from '@/mocks/features/oss/handlers';
import { ApiError, fail, handle } from '@/mocks/gateway';
import { CASE, cnDate } from './matter';
import { noticeSvg } from './notice-svg';
import { noticeFiles, type CaseRow } from './tables';
import { noticesOf, ownCase } from './tracking';

/**
 * A case's notices (材料接收凭证, 受理通知书, 补正 / 不予受理通知书): their text, and the document
 * file the gateway serves for each (an SVG made once per text).
 */

/** A notice's text: 材料接收凭证 (receipt), 受理通知书 (acceptance), 补正 / 不予受理通知书 (rejection). */
function noticeOf(c: CaseRow, kind: NoticeKind): CaseNotice {
  const to = `${c.applicant.name}：`;
  const issuer = `${c.departmentName}（${c.hallName}）`;
  if (kind === 'receipt') {
    return {
      kind,
      title: '材料接收凭证',
      docNo: `${c.caseNo}-S`,
      to,
      paragraphs: [
        `已收到您于${cnDate(c.submittedAt)}通过网上办理提交的“${c.matterName}”申请材料，清单如下。本凭证仅证明材料已接收，不代表已受理。`,
      ],
      items: c.materials.map(
        (m) => `${m.name}：${m.certId ? `电子证照（${m.certName}）` : m.byCommitment ? '以告知承诺替代' : `${m.files.length}页`}`,
      ),
      issuer,
      issuedAt: c.submittedAt,
    };
  }
  if (kind === 'acceptance') {
    return {
      kind,
      title: '受理通知书',
      docNo: `${c.caseNo}-A`,
      to,
      paragraphs: [
        `你于${cnDate(c.submittedAt)}提出的“${c.matterName}”申请，经审查，申请材料齐全、符合法定形式，根据《中华人民共和国行政许可法》第三十二条的规定，决定予以受理。`,
        `承诺办结时限：${c.promiseDays}个工作日，于${cnDate(c.dueAt ?? c.acceptedAt ?? c.submittedAt)}前办结。办件编号：${c.caseNo}，可在“我的办件”查询进度。`,
      ],
      items: [],
      issuer,
      issuedAt: c.acceptedAt ?? c.stageSince,
    };
  }
  const rejected = c.stage === 'rejected';
  const reasons = c.materials.filter((m) => m.status === 'returned').map((m) => `${m.name}：${m.reason}`);
  return {
    kind,
    title: rejected ? '不予受理通知书' : '补正材料通知书',
    docNo: `${c.caseNo}-${rejected ? 'R' : 'B'}`,
    to,
    paragraphs: rejected
      ? [
          `你于${cnDate(c.submittedAt)}提出的“${c.matterName}”申请，因逾期未补正材料，根据《中华人民共和国行政许可法》第三十二条的规定，决定不予受理。`,
          '可在补齐材料后重新提交申请。对本决定不服的，可自收到本通知书之日起60日内申请行政复议，或者6个月内依法提起行政诉讼。',
        ]
      : [
          `你于${cnDate(c.submittedAt)}提出的“${c.matterName}”申请，经预审，下列材料需要补正：`,
          `请于${cnDate(c.supplementDueAt ?? c.stageSince)}前在“我的办件”中重新上传被退回的材料，逾期未补正的，视为撤回申请。`,
        ],
    items: reasons,
    issuer,
    issuedAt: c.stageSince,
  };
}

/** The notice's document file (SVG), made once per text and kept: the same text answers the same file. */
async function noticeFile(userId: string, n: ReturnType<typeof noticeOf>, request: Request): Promise<string> {
  const svg = noticeSvg(n);
  const key = `${n.docNo}|${fingerprint([svg])}`;
  const made = noticeFiles.get(key);
  if (made && storedFiles.get(made.fileId)) return made.url;
  const path = new URL(request.url).pathname;
  const base = path.slice(0, path.lastIndexOf(CASE));
  const file = await storeMadeFile(userId, `${n.title}-${n.docNo}.svg`, 'image/svg+xml', svg, base);
  noticeFiles.insert({ id: key, fileId: /\/oss\/files\/([^/]+)\//.exec(file.url)![1], url: file.url });
  return file.url;
}

export const noticeHandlers = [
  /** 材料接收凭证 (receipt), 受理通知书 (acceptance), 补正 / 不予受理通知书 (rejection), with the document file. */
  handle('get', `${CASE}/notice`, async ({ query, request, requireSession }) => {
    const session = requireSession();
    const c = ownCase(session, query.get('id'));
    const kind = query.get('kind');
    if (kind !== 'receipt' && kind !== 'acceptance' && kind !== 'rejection') fail('通知书类型不正确');
    if (!noticesOf(c).includes(kind as 'receipt')) throw new ApiError(404, '该通知书尚未生成');
    const notice = noticeOf(c, kind as 'receipt');
    return { ...notice, fileUrl: await noticeFile(session.userId, notice, request) };
  }),
];
