import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { mapLink, openLocation, type Place } from '../lib/bridge/bridge';
import { bridgeSdk } from '../lib/bridge/sdk';

/**
 * The hand-off to a map app for a place: a real link to the map page (any browser), which inside
 * the messenger opens the messenger's own map (`wx.openLocation`) instead. Should the messenger
 * refuse, the link's map page opens after all.
 */
export function MapHandOff({
  place,
  children,
  className,
  style,
  label,
}: {
  place: Place;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** The accessible name when the visible text alone does not say where to (it must contain that text). */
  label?: string;
}) {
  const href = mapLink(place);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!bridgeSdk()) return;
    e.preventDefault();
    void openLocation(place).then((outcome) => {
      if (outcome.status === 'fail' || outcome.status === 'unavailable') window.location.assign(href);
    });
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} className={className} style={style} aria-label={label}>
      {children}
    </a>
  );
}
