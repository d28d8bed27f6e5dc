import type { MouseEvent } from 'react';
import { chooseImages } from './bridge';
import { bridgeSdk } from './sdk';

/**
 * The `onClick` of a picture `<input type=file>`: inside the messenger (bridge configured) the
 * click opens the messenger's own picker (`chooseImages`, album or camera) instead of the file
 * dialog and hands the pictures, as files, to the same `onFiles` the input's change does; anywhere
 * else the click goes on to the browser's file dialog. `room` is how many pictures may still be
 * added (nothing is opened when it is 0). A cancelled picker adds nothing; a failed one calls
 * `onFail` (the caller says so and keeps its file input).
 */
export function messengerImagePick(
  room: number,
  onFiles: (files: File[]) => void,
  onFail: () => void,
): (e: MouseEvent<HTMLInputElement>) => void {
  return (e) => {
    if (!bridgeSdk()) return;
    e.preventDefault();
    if (room <= 0) return;
    void chooseImages(room).then((outcome) => {
      if (outcome.status === 'ok' && outcome.value.length) onFiles(outcome.value.slice(0, room));
      else if (outcome.status === 'fail') onFail();
    });
  };
}
