import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/routes';
import { VERSIONS } from '@/features/app-shell/versions';
import { AppLink } from '@/lib/router/navigation';
import styles from './introduce.module.css';

/** 平台介绍: what the digital doorplate platform is and what it offers. */
export default function IntroducePage() {
  return (
    <PageShell title="平台介绍">
      <section className={styles.card} aria-labelledby="intro-what">
        <h2 id="intro-what" className={styles.title}>
          一窗受理 · 政务服务数字门牌
        </h2>
        <p className={styles.text}>
          “一窗受理”把政务服务大厅搬到手机上：每个大厅和便民服务点都有自己的数字门牌。找到大厅、了解要办的事、预约、取号、申办、查进度、评价，都可以在这里完成，少跑腿、不白跑。
        </p>
      </section>
      <section className={styles.card} aria-labelledby="intro-offer">
        <h2 id="intro-offer" className={styles.heading}>
          可以做什么
        </h2>
        <ul className={styles.list}>
          <li>找大厅：按区域、距离和排队人数找到合适的大厅，查看办公时间和窗口实况。</li>
          <li>查事项：办事指南写明条件、材料、流程和时限，可在线办理的事项直接申办。</li>
          <li>预约与取号：预约时间段，到厅前在线取号，叫号时提醒。</li>
          <li>电子证照：实名认证后亮证办事，只出示需要的信息。</li>
          <li>好差评：对每一次服务打分、投诉建议，件件有回音。</li>
          <li>长辈版：大字号、简洁页面，方便老年人使用。</li>
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="intro-more">
        <h2 id="intro-more" className={styles.heading}>
          了解更多
        </h2>
        <p className={styles.links}>
          <AppLink to={paths.manual()}>使用手册</AppLink>
          <AppLink to={paths.historicalVersions()}>版本记录</AppLink>
          {VERSIONS[0] ? <span>当前版本 {VERSIONS[0].version}</span> : null}
        </p>
      </section>
    </PageShell>
  );
}
