import { PageShell } from '@/components/page-shell';
import { NoticePreferencesList } from '@/features/profile/components/notice-preferences';
import { usePreferences, type TextSize } from '@/lib/preferences/preferences';
import styles from './user-config.module.css';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';

const SIZES: { value: TextSize; label: string; sample: string }[] = [
  { value: 'standard', label: '标准', sample: '15px' },
  { value: 'large', label: '大', sample: '17px' },
  { value: 'larger', label: '特大', sample: '19px' },
];

/**
 * 设置与长辈版: elder mode (长辈版) and text size, remembered on this phone, and the account's
 * notification preferences (kept on the server, the same switches as on mySettingsPage).
 */
export default function UserConfigPage() {
  const signedIn = useSignedIn();
  const prefs = usePreferences();
  return (
    <PageShell title="设置与长辈版">
      <section className={styles.card} aria-labelledby="elder-title">
        <h2 id="elder-title" className={styles.heading}>
          长辈版
        </h2>
        <label className={styles.row}>
          <span className={styles.text}>
            <span className={styles.label}>开启长辈版</span>
            <span className={styles.hint}>字更大、按钮更大，首页只保留常用的六项服务，不弹出打扰的窗口</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={prefs.elderMode}
            onChange={(e) => prefs.setElderMode(e.target.checked)}
          />
        </label>
      </section>

      <section className={styles.card}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.heading}>字体大小</legend>
          <div className={styles.sizes}>
            {SIZES.map((s) => (
              <label key={s.value} className={styles.size}>
                <input
                  type="radio"
                  name="text-size"
                  value={s.value}
                  checked={prefs.textSize === s.value}
                  onChange={() => prefs.setTextSize(s.value)}
                />
                <span style={{ fontSize: s.sample }}>{s.label}</span>
              </label>
            ))}
          </div>
          <p className={styles.hint}>长辈版中各档字号会再放大。</p>
        </fieldset>
      </section>

      {/* The account's notices, one store with 设置 (mySettingsPage): a switch here shows there. */}
      <NoticePreferencesList loggedIn={signedIn} />
      <p className={styles.note} role="status">
        长辈版和字体大小保存在本机，下次打开时仍然有效。
      </p>
    </PageShell>
  );
}
