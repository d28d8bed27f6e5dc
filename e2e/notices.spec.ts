import { emulatorReady, expect, hashQuery, keepRatingPopupAway, resetEmulator, test } from './fixtures';
import { emulator, logIn, toNextWorkingDayAt } from './support/emulator';
import { go } from './support/pages';

// 服务通知 (docs/notices.md): a citizen takes a number and closes the app; the number is called on
// the emulator's clock; the app opened again shows 已叫号 in 消息中心, with a link to the ticket.

const HALL = 'H1201010';

test('a number called while the app is closed: 消息中心 shows 已叫号 on the next visit, and its link opens the ticket', async ({
  app: page,
}) => {
  await page.goto('./#/home');
  await resetEmulator(page);
  await keepRatingPopupAway(page);
  await toNextWorkingDayAt(page, 10 * 60);
  await logIn(page);
  await go(page, `/ticket?hallId=${HALL}`);
  await page.getByRole('button', { name: '在社保队列取号' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认取号' }).click();
  await expect(page).toHaveURL(/#\/myNumberInfo\?/);
  const id = hashQuery(page).get('id') as string;
  await expect(page.getByText('排队中')).toBeVisible();

  // The citizen closes the app.
  const context = page.context();
  await page.close();

  // Meanwhile the hall calls the number on its clock. The emulator runs in the page (or on the
  // gateway server): a tab that is not the app moves its clock, as the hall's time goes on.
  const hall = await context.newPage();
  await hall.goto('./#/home');
  await emulatorReady(hall);
  await emulator(hall, (e, t) => e.queue.advanceUntil(t as string, 'called'), id);
  const sms = await emulator(hall, (e) => e.notices.sms('13800138000'));
  expect(sms.map((s) => s.kind)).toContain('ticket.called');
  await hall.close();

  // Opened again: 消息中心 has the call, unread, with the way to the ticket.
  const again = await context.newPage();
  await again.goto('./#/home');
  await emulatorReady(again);
  await logIn(again);
  await go(again, '/message');
  const list = again.getByRole('region', { name: '系统消息' });
  const called = list.getByRole('article').filter({ has: again.getByRole('heading', { name: '[未读] 已叫号' }) });
  await expect(called).toBeVisible();
  await called.getByRole('button', { name: '查看详情' }).click();
  // Opened, it is read: the same article, now without [未读].
  const read = list.getByRole('article').filter({ has: again.getByRole('heading', { name: '已叫号', exact: true }) });
  await expect(read).toContainText(/请和平区政务服务中心B\d+号到.+办理/);
  await read.getByRole('link', { name: '前往查看' }).click();
  await expect(again).toHaveURL(new RegExp(`#/myNumberInfo\\?id=${id}`));
  await expect(again.getByText(/请到 B\d+ 号窗口/)).toBeVisible();
});
