/**
 * Pictures of QR codes for the scanning tests: the modules of a QR code drawn by qrcode.react's
 * `QRCodeSVG` (the page's own or one rendered here), laid on a light picture with its quiet zone,
 * as grey pixels, RGBA (for the decoder in Vitest) or a Y4M video (Chromium's fake camera reads
 * `--use-file-for-fake-video-capture=<file>.y4m`). No imports: Playwright loads it as it is.
 */

/** The dark modules (`[row][column]`) of a `QRCodeSVG`'s markup: its viewBox and its runs `M x y h n v1 H x z`. */
export function qrModulesFromSvg(svg: string): boolean[][] {
  const box = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!box) throw new Error('not a QRCodeSVG: no viewBox');
  const n = Number(box[1]);
  const modules = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  const run = /M(\d+)[ ,](\d+)\s*h(\d+)v1H\d+z/g;
  let found = 0;
  for (let m = run.exec(svg); m; m = run.exec(svg)) {
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let i = x; i < x + w; i += 1) modules[y][i] = true;
    found += 1;
  }
  if (!found) throw new Error('not a QRCodeSVG: no dark modules');
  return modules;
}

export interface GreyPicture {
  width: number;
  height: number;
  /** One byte a pixel, row by row. */
  grey: Uint8Array;
}

/**
 * The code in the middle of a light `width` × `height` picture, `modulePx` pixels a module, with
 * the 4-module quiet zone the standard asks for around it (dark 24, light 232: a screen seen by a camera).
 */
export function drawQr(modules: boolean[][], width: number, height: number, modulePx: number): GreyPicture {
  const n = modules.length;
  const side = n * modulePx;
  if (side + 8 * modulePx > Math.min(width, height))
    throw new Error(`a ${n}-module code at ${modulePx} px does not fit ${width}×${height}`);
  const grey = new Uint8Array(width * height).fill(232);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1)
      if (modules[Math.floor(y / modulePx)][Math.floor(x / modulePx)]) grey[(top + y) * width + left + x] = 24;
  return { width, height, grey };
}

/** The picture as RGBA bytes (what a canvas's getImageData gives). */
export function toRgba({ width, height, grey }: GreyPicture): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < grey.length; i += 1) {
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = grey[i];
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/**
 * The picture as a Y4M video of `frames` frames at `fps` (4:2:0, full-range luma): the header
 * line, then per frame `FRAME\n`, the Y plane (the grey pixels) and the U and V planes (neutral
 * 128: no colour). Chromium's fake camera plays it in a loop.
 */
export function toY4m({ width, height, grey }: GreyPicture, frames = 1, fps = 10): Uint8Array {
  if (width % 2 || height % 2) throw new Error('4:2:0 needs an even width and height');
  const header = new TextEncoder().encode(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const tag = new TextEncoder().encode('FRAME\n');
  const chroma = (width / 2) * (height / 2);
  const frameBytes = tag.length + grey.length + 2 * chroma;
  const out = new Uint8Array(header.length + frames * frameBytes);
  out.set(header, 0);
  for (let f = 0; f < frames; f += 1) {
    const at = header.length + f * frameBytes;
    out.set(tag, at);
    out.set(grey, at + tag.length);
    out.fill(128, at + tag.length + grey.length, at + frameBytes);
  }
  return out;
}
