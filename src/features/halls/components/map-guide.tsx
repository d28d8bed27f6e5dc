import { Button, Popup, type ButtonRef } from 'antd-mobile';
import { useCallback, useRef, useState } from 'react';
import { openLocation } from '@/lib/bridge/bridge';
import { bridgeSdk } from '@/lib/bridge/sdk';
import { mapApps, type Destination } from '../map-links';
import styles from './hall.module.css';

/**
 * 到这里去: inside the messenger (its bridge configured) hands the destination to its own map
 * (`wx.openLocation`); elsewhere, or when the messenger refuses, offers the map apps to pick from.
 * The apps are also plain links below, for any browser and for screen readers. The sheet is an
 * action sheet of real links (antd-mobile's ActionSheet draws its actions as anchors without an
 * address, out of the keyboard's reach): the focus goes to its first app, Esc or 取消 closes it.
 */
export function MapGuide({ destination }: { destination: Destination }) {
  const [open, setOpen] = useState(false);
  const apps = mapApps(destination);
  const trigger = useRef<ButtonRef>(null);
  // The sheet's content mounts on each opening (destroyOnClose): its first app takes the focus then.
  const firstApp = useCallback((el: HTMLAnchorElement | null) => el?.focus(), []);
  const close = () => {
    setOpen(false);
    trigger.current?.nativeElement?.focus();
  };
  const start = async () => {
    const outcome = bridgeSdk() ? await openLocation(destination) : { status: 'unavailable' as const };
    if (outcome.status === 'fail' || outcome.status === 'unavailable') setOpen(true);
  };
  return (
    <>
      <section className={styles.section} aria-labelledby="guide-dest">
        <h2 id="guide-dest">{destination.name}</h2>
        <p className={styles.text}>{destination.address}</p>
        <Button ref={trigger} block color="primary" size="large" onClick={() => void start()}>
          导航到这里
        </Button>
      </section>
      <section className={styles.section} aria-labelledby="guide-apps">
        <h2 id="guide-apps">用地图应用打开</h2>
        <ul className={styles.plain}>
          {apps.map((a) => (
            <li key={a.key}>
              <a href={a.href} target="_blank" rel="noopener noreferrer" className={styles.more}>
                {a.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <Popup visible={open} onMaskClick={close} onClose={close} destroyOnClose>
        <div
          className={styles.sheet}
          role="dialog"
          aria-modal="true"
          aria-labelledby="guide-sheet-title"
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <h2 id="guide-sheet-title">选择地图应用</h2>
          <ul className={styles.sheetList}>
            {apps.map((a, i) => (
              <li key={a.key}>
                <a
                  ref={i === 0 ? firstApp : undefined}
                  href={a.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpen(false)}
                >
                  {a.name}
                </a>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.sheetCancel} onClick={close}>
            取消
          </button>
        </div>
      </Popup>
    </>
  );
}
