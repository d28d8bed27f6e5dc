import picture from '../assets/maintenance.svg';
import styles from './maintenance.module.css';

/** Full-width maintenance picture, switched on by VITE_MAINTENANCE. */
export function Maintenance() {
  return (
    <main className={styles.page}>
      <img src={picture} alt="系统维护中，请稍后访问" className={styles.picture} />
    </main>
  );
}
