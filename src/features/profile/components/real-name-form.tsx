import { Button, Checkbox, Input } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { alert } from '@/lib/feedback/feedback';
import { isValidIdCard } from '@/lib/validation/id-card';
import { nameProblem, stripSpaces } from '../real-name-rules';
import type { RealNameDraft } from '../types';
import { IdNumberField } from './id-number-field';
import styles from './profile.module.css';

const CONSENT_TEXT =
  '为办理政务服务，您同意本平台将您填写的姓名和居民身份证号提交至身份核验服务进行比对。核验结果仅用于确认您的身份，信息将依法加密保存，不会用于其他用途或提供给无关第三方。';

export interface RealNameFormProps {
  draft: RealNameDraft;
  onChange: (draft: RealNameDraft) => void;
  onSubmit: (params: { name: string; idcard: string }) => void;
  submitting: boolean;
}

/** Name, id number (checked as typed), consent and submit. Holds no data of its own. */
export function RealNameForm({ draft, onChange, onSubmit, submitting }: RealNameFormProps) {
  const [nameTouched, setNameTouched] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const problem = nameProblem(draft.name);
  const idcard = stripSpaces(draft.idcard);
  const ready = !problem && isValidIdCard(idcard) && draft.agreed;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (!ready || submitting) return;
    onSubmit({ name: draft.name.trim(), idcard });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="实名认证">
      <div style={{ background: '#fff', padding: '8px 16px' }}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="real-name-name">
            姓名
          </label>
          <Input
            id="real-name-name"
            value={draft.name}
            onChange={(name) => onChange({ ...draft, name })}
            onBlur={() => setNameTouched(true)}
            placeholder="请输入与身份证一致的姓名"
            clearable
            autoComplete="name"
          />
          <div className={`${styles.status} ${styles.error}`} aria-live="polite">
            {(nameTouched || attempted) && problem ? problem : ''}
          </div>
        </div>
        <IdNumberField
          id="real-name-idcard"
          value={draft.idcard}
          onChange={(value) => onChange({ ...draft, idcard: value })}
          forceShow={attempted}
        />
      </div>
      <div className={styles.agree}>
        <Checkbox
          checked={draft.agreed}
          onChange={(agreed) => onChange({ ...draft, agreed })}
          style={{ '--icon-size': '18px', '--font-size': '13px' }}
        >
          我已阅读并同意
        </Checkbox>
        <a
          href="#consent"
          onClick={(e) => {
            e.preventDefault();
            void alert(CONSENT_TEXT, '个人信息授权声明');
          }}
        >
          《个人信息授权声明》
        </a>
        {attempted && !draft.agreed ? <div className={`${styles.status} ${styles.error}`}>请先阅读并同意个人信息授权声明</div> : null}
      </div>
      <div className={styles.actions}>
        <Button block color="primary" size="large" type="submit" loading={submitting} loadingText="正在核验" disabled={submitting}>
          提交认证
        </Button>
      </div>
    </form>
  );
}
