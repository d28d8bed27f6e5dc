import { useId } from 'react';
import { paths } from '@/config/routes';
import type { UploadedFile } from '@/contract/file';
import { AppLink } from '@/lib/router/navigation';
import { MaterialPageList } from './material-page-list';
import styles from './material-uploader.module.css';
import { useMaterialPages } from './use-material-pages';

/** A material to give: its name, whether it is needed, its sample and what may replace it. */
export interface MaterialRequest {
  index: number;
  name: string;
  required: boolean;
  condition?: string | null;
  sample?: string | null;
  maxPages: number;
  /** Why staff returned it (补正), shown above the pages. */
  returnedReason?: string;
  /** Replaced by a signed commitment (告知承诺): may be left out. */
  waived?: boolean;
  /** A signed commitment could replace it (not signed yet). */
  committable?: boolean;
}

/** What was given: uploaded pages, or an e-certificate. */
export interface MaterialGiven {
  files: UploadedFile[];
  certId: string | null;
}

/** An e-certificate of the user that may stand for this material. */
export interface CertificateChoice {
  id: string;
  label: string;
}

/** Whether the material must be given, may be replaced by a commitment, or is optional. */
const requirementNote = (m: MaterialRequest) =>
  m.waived
    ? '（已签署告知承诺，可免交）'
    : m.required
      ? m.committable
        ? '（必交，可用告知承诺替代）'
        : '（必交）'
      : m.condition
        ? `（${m.condition}提交）`
        : '（选交）';

/**
 * One material of an application: pages from the camera or the album (several per material),
 * each checked, compressed and uploaded through `/oss/uploadFile` with its progress; a failed
 * page keeps its place with 重试; a sample to compare with; or an e-certificate instead.
 */
export function MaterialUploader({
  material,
  value,
  onChange,
  certificates = [],
  onBusyChange,
}: {
  material: MaterialRequest;
  value: MaterialGiven;
  onChange: (next: MaterialGiven) => void;
  certificates?: CertificateChoice[];
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  const { pending, setPendingAnd, latest, busy, send, choose } = useMaterialPages(material, value, onChange, onBusyChange);

  const cert = certificates[0];
  const usingCert = Boolean(value.certId);
  const full = value.files.length + pending.length >= material.maxPages;
  return (
    <section className={styles.material} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className={styles.name}>
        {material.name}
        {requirementNote(material)}
      </h3>
      {material.returnedReason ? <p className={styles.returned}>退回原因：{material.returnedReason}</p> : null}
      <p className={styles.meta}>
        可拍照或从相册选择，每份最多{material.maxPages}页，支持JPG、PNG照片或PDF文件。
        {material.sample ? (
          <>
            {' '}
            <AppLink to={paths.previewFile({ fileUrl: material.sample })}>查看样表</AppLink>
          </>
        ) : null}
      </p>
      {cert ? (
        <label className={styles.cert}>
          <input
            type="checkbox"
            checked={usingCert}
            onChange={(e) => onChange({ files: e.target.checked ? [] : latest.current.files, certId: e.target.checked ? cert.id : null })}
          />
          <span>使用电子证照：{cert.label}（免于上传）</span>
        </label>
      ) : null}
      {usingCert ? null : (
        <>
          {value.files.length || pending.length ? (
            <MaterialPageList
              name={material.name}
              files={value.files}
              pending={pending}
              onRemove={(url) => onChange({ ...latest.current, files: latest.current.files.filter((x) => x.url !== url) })}
              onRetry={(p) => void send(p)}
              onDrop={(key) => setPendingAnd((prev) => prev.filter((x) => x.key !== key))}
            />
          ) : null}
          {full ? null : (
            <label className={styles.pick}>
              <input
                type="file"
                accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
                multiple
                aria-label={`上传${material.name}`}
                disabled={busy && pending.length >= material.maxPages}
                onChange={(e) => {
                  choose(e.target.files);
                  e.target.value = '';
                }}
              />
              {value.files.length ? '继续添加' : '拍照或选择文件'}
            </label>
          )}
        </>
      )}
    </section>
  );
}

/** Whether a material is given (pages or a certificate). */
export const materialGiven = (v: MaterialGiven | undefined) => Boolean(v && (v.certId || v.files.length));
