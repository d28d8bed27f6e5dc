/**
 * A hand signature on the shared signature pad (src/components/signature-pad/), drawn as a finger
 * signs: two strokes, each a bend of 24 pointer moves. The journeys' one way to sign.
 */
import type { Page } from '@playwright/test';

export async function drawSignature(page: Page): Promise<void> {
  const canvas = page.getByRole('img', { name: /签名区域/ });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const strokes = [
    [0.15, 0.6, 0.35, 0.3, 0.45, 0.65],
    [0.5, 0.35, 0.6, 0.7, 0.8, 0.4],
  ];
  for (const [x1, y1, x2, y2, x3, y3] of strokes) {
    await page.mouse.move(box.x + box.width * x1, box.y + box.height * y1);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++)
      await page.mouse.move(box.x + box.width * (x1 + ((x2 - x1) * i) / 12), box.y + box.height * (y1 + ((y2 - y1) * i) / 12));
    for (let i = 1; i <= 12; i++)
      await page.mouse.move(box.x + box.width * (x2 + ((x3 - x2) * i) / 12), box.y + box.height * (y2 + ((y3 - y2) * i) / 12));
    await page.mouse.up();
  }
}
