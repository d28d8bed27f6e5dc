import styles from './district-tabs.module.css';

/**
 * 全部 plus one tab per district; nothing when the area has no districts below it. Real buttons
 * (aria-pressed) that wrap onto more lines, so every district is reachable by keyboard and
 * visible in elder mode without sideways scrolling.
 */
export function DistrictTabs({
  districts,
  active,
  onChange,
}: {
  districts: { value: string; text: string }[] | undefined;
  active: string;
  onChange: (district: string) => void;
}) {
  if (!districts || districts.length === 0) return null;
  const tabs = [{ value: 'all', text: '全部' }, ...districts];
  return (
    <div className={styles.tabs} role="group" aria-label="按区县筛选">
      {tabs.map((d) => (
        <button key={d.value} type="button" className={styles.tab} aria-pressed={d.value === active} onClick={() => onChange(d.value)}>
          {d.text}
        </button>
      ))}
    </div>
  );
}
