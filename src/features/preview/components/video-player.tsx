import { useEffect, useMemo } from 'react';
import { useVideoCover } from '../hooks/use-video-cover';
import type { ReportProblem } from '../types';
import styles from './preview.module.css';

const MIME: Record<string, string> = { mp4: 'video/mp4', avi: 'video/x-msvideo' };

export interface VideoPlayerProps {
  url: string;
  extension: string;
  onProblem: ReportProblem;
}

/** A player with controls and a cover frame; a format the browser cannot play (AVI, mostly) gets a message. */
export function VideoPlayer({ url, extension, onProblem }: VideoPlayerProps) {
  const playable = useMemo(() => {
    const mime = MIME[extension];
    if (!mime) return true;
    return document.createElement('video').canPlayType(mime) !== '';
  }, [extension]);
  useEffect(() => {
    if (!playable) onProblem('video-format');
  }, [playable, onProblem]);
  // Shown before play, so a weak network still shows what the video is.
  const poster = useVideoCover(url, playable);
  if (!playable) return null;
  return (
    <div className={styles.viewer}>
      <video
        className={styles.video}
        src={url}
        poster={poster}
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
