import { ActionSheet, Button } from 'antd-mobile';
import { useState } from 'react';
import { openLocation } from '@/lib/bridge/bridge';
import { mapApps, type Destination } from '../map-links';
import styles from './hall.module.css';

/** 到这里去: hands the destination to the messenger's map, or to a map app the user picks. */
export function MapGuide({ destination }: { destination: Destination }) {
  const [open, setOpen] = useState(false);
  const apps = mapApps(destination);
  // Inside the messenger (its SDK configured) its own map, through the bridge; elsewhere, or
  // when the messenger refuses, the user picks a map app.
  const start = async () => {
    const outcome = await openLocation({
      lat: destination.lat,
      lng: destination.lng,
      name: destination.name,
      address: destination.address,
    });
    if (outcome.status === 'unavailable' || outcome.status === 'fail') setOpen(true);
  };
  return (
    <>
      <section className={styles.section} aria-labelledby="guide-dest">
        <h2 id="guide-dest">{destination.name}</h2>
        <p className={styles.text}>{destination.address}</p>
        <Button block color="primary" size="large" onClick={() => void start()}>
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
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        extra="选择地图应用"
        cancelText="取消"
        actions={apps.map((a) => ({
          key: a.key,
          text: a.name,
          onClick: () => {
            setOpen(false);
            window.location.assign(a.href);
          },
        }))}
      />
    </>
  );
}
