import { useEffect, useState } from 'react';
import { captureVideoCover, type VideoCoverOptions } from '../video-cover';

type Capture = (source: string, options: VideoCoverOptions) => Promise<Blob | null>;

/**
 * An object URL of the video's 400x240 JPEG cover once it is made, otherwise undefined (the player
 * then looks as it did without covers). The URL is revoked when the video changes or the viewer goes.
 */
export function useVideoCover(url: string, enabled: boolean, capture: Capture = captureVideoCover): string | undefined {
  const [cover, setCover] = useState<{ url: string; poster: string } | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    let poster: string | null = null;
    void capture(url, { signal: controller.signal }).then((blob) => {
      if (!blob || controller.signal.aborted) return;
      poster = URL.createObjectURL(blob);
      setCover({ url, poster });
    });
    return () => {
      controller.abort();
      if (poster) URL.revokeObjectURL(poster);
    };
  }, [url, enabled, capture]);
  return cover && cover.url === url ? cover.poster : undefined;
}
