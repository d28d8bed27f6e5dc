import { useEffect, useMemo } from 'react';
import type { ReportProblem } from '../types';
import styles from './preview.module.css';

const MIME: Record<string, string> = { mp4: 'video/mp4', avi: 'video/x-msvideo' };

export interface VideoPlayerProps {
  url: string;
  extension: string;
  onProblem: ReportProblem;
}

/** A player with controls; a format the browser cannot play (AVI, mostly) gets a message. */
export function VideoPlayer({ url, extension, onProblem }: VideoPlayerProps) {
  const playable = useMemo(() => {
    const mime = MIME[extension];
    if (!mime) return true;
    return document.createElement('video').canPlayType(mime) !== '';
  }, [extension]);
  useEffect(() => {
    if (!playable) onProblem('video-format');
  }, [playable, onProblem]);
  if (!playable) return null;
  return (
    <div className={styles.viewer}>
      <video
        className={styles.video}
        src={url}
        controls
        playsInline
        preload="metadata"
        aria-label="视频"
        onError={(e) => {
          // MEDIA_ERR_SRC_NOT_SUPPORTED (4) is a format the browser cannot decode.
          onProblem(e.currentTarget.error?.code === 4 ? 'video-format' : 'unreachable');
        }}
      />
    </div>
  );
}
