import { PageShell } from '@/components/page-shell';
import { usePreferences, type NotifyPrefs, type TextSize } from '@/lib/preferences/preferences';
import styles from './user-config.module.css';

const SIZES: { value: TextSize; label: string; sample: string }[] = [
  { value: 'standard', label: '标准', sample: '15px' },
  { value: 'large', label: '大', sample: '17px' },
  { value: 'larger', label: '特大', sample: '19px' },
];

const NOTIFY: { key: keyof NotifyPrefs; label: string; hint: string }[] = [
  { key: 'cases', label: '办件进度', hint: '办件受理、办结时提醒' },
  { key: 'queue', label: '排队叫号', hint: '前面还有3人和叫到您的号时提醒' },
  { key: 'reservation', label: '预约提醒', hint: '预约办理的前一天提醒' },
  { key: 'replies', label: '回复提醒', hint: '投诉建议、评价和咨询有回复时提醒' },
];

/** 设置: elder mode (长辈版), text size and notification preferences, remembered on this phone. */
export default function UserConfigPage() {
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

      <section className={styles.card}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.heading}>消息通知</legend>
          {NOTIFY.map((n) => (
            <label key={n.key} className={styles.row}>
              <span className={styles.text}>
                <span className={styles.label}>{n.label}</span>
                <span className={styles.hint}>{n.hint}</span>
              </span>
              <input
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={prefs.notify[n.key]}
                onChange={(e) => prefs.setNotify(n.key, e.target.checked)}
              />
            </label>
          ))}
        </fieldset>
      </section>
      <p className={styles.note} role="status">
        设置保存在本机，下次打开时仍然有效。
      </p>
    </PageShell>
  );
}
