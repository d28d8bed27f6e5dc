import { ReviewPage } from '@/components/form-kit/form-page';
import kit from '@/components/form-kit/form-kit.module.css';
import { FieldAlert } from '@/components/form-kit/form-field';
import { SummaryList } from '@/components/form-kit/summary-list';
import type { ConsultDraft } from '../consult-rules';
import styles from './im.module.css';

/** 核对咨询内容: every answer and photo, then 确认提交 (once); a failed send is said here, the answers kept. */
export function ConsultReview({
  draft: d,
  onBack,
  submitting,
  error,
  onSend,
}: {
  draft: ConsultDraft;
  onBack: () => void;
  submitting: boolean;
  error: string | null | undefined;
  onSend: () => void;
}) {
  const rows: [string, string][] = [
    ['咨询部门', d.departmentName],
    ['相关事项', d.matterName || '未选择'],
    ['咨询标题', d.title.trim()],
    ['咨询内容', d.content.trim()],
    ['图片', d.images.length ? `${d.images.length}张` : '无'],
    ['联系方式', d.contact.trim()],
  ];
  return (
    <ReviewPage title="核对咨询内容" onBack={onBack} submitting={submitting} onSend={onSend}>
      <p className={kit.hint}>请核对以下内容，确认无误后提交。部门一般在1个工作日内答复。</p>
      <SummaryList rows={rows} />
      {d.images.length ? (
        <div className={styles.thumbs}>
          {d.images.map((img, i) => (
            <img key={img.url} className={styles.thumb} src={img.url} alt={`第${i + 1}张图片：${img.name}`} />
          ))}
        </div>
      ) : null}
      <FieldAlert error={error} />
    </ReviewPage>
  );
}
