import type { Page } from '@playwright/test';
import { noSeriousAxe } from './axe';
import { expect, hashQuery, keepRatingPopupAway, resetEmulator, test } from './fixtures';
import { emulator, logIn, toNextWorkingDayAt } from './support/emulator';
import { go, verifyRealName } from './support/pages';

const HALL = 'H1201010';
const MATTER = 'M12010100';

/** A fresh emulator with its clock at a China-time minute of the next working day, and a logged-in citizen. */
async function start(page: Page, minute: number) {
  await page.goto('./#/home');
  await resetEmulator(page);
  await keepRatingPopupAway(page);
  await toNextWorkingDayAt(page, minute);
  await logIn(page);
}

/** From a guide's hand-off to check your answers; returns the day, the slot and its places before booking. */
async function toReview(page: Page) {
  await go(page, `/reserve?hallId=${HALL}&matterId=${MATTER}`);
  await expect(page.getByRole('heading', { name: '选择日期' })).toBeVisible();
  const day = page.getByRole('group', { name: '预约日期' }).getByRole('button', { name: /余\d+/ }).first();
  const dayLabel = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  // The day's last free slot: far enough ahead to be cancelled (the cut-off is 60 minutes before it).
  const slot = page
    .getByRole('group', { name: '预约时段' })
    .getByRole('button', { name: /余\d+位/ })
    .last();
  const slotLabel = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();
  await page.getByLabel('预约人姓名').fill('张三');
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByLabel('身份证号').fill('120101199001010017');
  await page.getByRole('button', { name: '下一步：核对信息' }).click();
  await expect(page.getByRole('heading', { name: '核对预约信息' })).toBeVisible();
  const m = /^(\d+)月(\d+)日/.exec(dayLabel) as RegExpExecArray;
  const startTime = slotLabel.slice(0, 5);
  const places = Number(/余(\d+)位/.exec(slotLabel)?.[1]);
  return { dayLabel: `${m[1]}月${m[2]}日`, month: Number(m[1]), dayOfMonth: Number(m[2]), startTime, places };
}

/** The slot's button in a fresh wizard (its label says the places left once the list is refetched). */
async function slotButton(page: Page, dayLabel: string, startTime: string) {
  await go(page, `/reserve?hallId=${HALL}&matterId=${MATTER}&again=${Date.now()}`);
  await page
    .getByRole('group', { name: '预约日期' })
    .getByRole('button', { name: new RegExp(`^${dayLabel}`) })
    .click();
  return page.getByRole('group', { name: '预约时段' }).getByRole('button', { name: new RegExp(`^${startTime}`) });
}

test('book a slot (double tap books once), see it in appointmentDetails and historical, cancel it and see the place freed', async ({
  app: page,
}) => {
  await start(page, 8 * 60);
  const { dayLabel, startTime, places } = await toReview(page);
  await page.getByRole('button', { name: '确认预约' }).dblclick();
  await expect(page.getByRole('heading', { name: '预约成功' })).toBeVisible();
  await expect(page.getByRole('img', { name: '到大厅后出示此码签到取号二维码' })).toBeVisible();
  await expect(page.getByText('请携带以下材料')).toBeVisible();
  await expect(page.getByRole('region', { name: '接下来' })).toContainText('未按时签到将记为爽约');
  await page.screenshot({ path: 'test-results/queue-booked.png', fullPage: true });
  await expect(await slotButton(page, dayLabel, startTime)).toHaveAttribute(
    'aria-label',
    new RegExp(places > 1 ? `余${places - 1}位` : '已约满'),
  );

  await go(page, '/historical?tab=reservation');
  await expect(page.getByText('共1条，没有更多了')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`社会保障卡申领.*${startTime}.*待签到`) }).click();
  await expect(page).toHaveURL(/#\/appointmentDetails\?/);
  expect(hashQuery(page).get('id')).toBeTruthy();
  await expect(page.getByText('待签到').first()).toBeVisible();
  await expect(page.getByText('和平区人力资源和社会保障局')).toBeVisible();

  await page.getByRole('button', { name: '取消预约' }).click();
  await page.getByLabel('行程有变').check();
  await page.getByRole('button', { name: '提交取消' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('取消后名额将释放给其他人');
  await dialog.getByRole('button', { name: '确认取消' }).click();
  await expect(page.getByText('已取消').first()).toBeVisible();
  await expect(page.getByText('行程有变')).toBeVisible();
  await expect(await slotButton(page, dayLabel, startTime)).toHaveAttribute('aria-label', new RegExp(`余${places}位`));
});

test("the phone's back button steps back through the booking, each step as it was left; back from the confirmation leaves the wizard", async ({
  app: page,
}) => {
  await start(page, 8 * 60);
  const { startTime } = await toReview(page);
  const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name });
  await page.goBack();
  await expect(stepHeading('填写预约人信息')).toBeVisible();
  await expect(page.getByLabel('预约人姓名')).toHaveValue('张三');
  await expect(page.getByLabel('身份证号')).toHaveValue('120101199001010017');
  await page.goBack();
  await expect(stepHeading('选择时段')).toBeVisible();
  await expect(page.getByRole('group', { name: '预约时段' }).getByRole('button', { name: new RegExp(`^${startTime}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goBack();
  await expect(stepHeading('选择日期')).toBeVisible();
  // Forward again, as far as it went, and the booking goes through.
  await page.goForward();
  await page.goForward();
  await page.goForward();
  await expect(stepHeading('核对预约信息')).toBeVisible();
  await page.getByRole('button', { name: '确认预约' }).click();
  await expect(stepHeading('预约成功')).toBeVisible();
  await expect.poll(() => hashQuery(page).get('step')).toBe('done');
  // Back from the confirmation is the page before the wizard, not the form already sent.
  await page.goBack();
  await expect(page).toHaveURL(/#\/home/);
});

test('a slot taken by someone else meanwhile gives a clear message and a fresh list', async ({ app: page }) => {
  await start(page, 8 * 60);
  const { dayLabel, startTime } = await toReview(page);
  const year = new Date(await emulator(page, (e) => e.now())).getFullYear();
  const [mo, d] = dayLabel.replace('日', '').split('月').map(Number);
  const date = `${year}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  await emulator(page, (e, a) => e.queue.fillSlot(...(a as [string, string, string, string])), [HALL, MATTER, date, startTime]);
  await page.getByRole('button', { name: '确认预约' }).click();
  await expect(page.getByRole('alert')).toContainText(`${dayLabel} ${startTime}`);
  await expect(page.getByRole('alert')).toContainText('名额刚刚被约满，请重新选择时段');
  await expect(page.getByRole('heading', { name: '选择时段' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: '预约时段' }).getByRole('button', { name: new RegExp(`^${startTime}.*已约满`) }),
  ).toBeDisabled();
  await page.screenshot({ path: 'test-results/queue-slot-taken.png', fullPage: true });
});

test('take a number, advance the clock: 即将到号, then the call is shown and announced', async ({ app: page }) => {
  await start(page, 10 * 60);
  await go(page, `/ticket?hallId=${HALL}`);
  await expect(page.getByRole('heading', { name: 'B 社保' })).toBeVisible();
  await page.getByRole('button', { name: '在社保队列取号' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('B 社保');
  await dialog.getByRole('button', { name: '确认取号' }).dblclick();
  await expect(page).toHaveURL(/#\/myNumberInfo\?/);
  const id = hashQuery(page).get('id') as string;
  await expect(page.getByText('排队中')).toBeVisible();
  await expect(page.getByText(/前面还有 \d+ 人/)).toBeVisible();

  await go(page, '/myQueue');
  await expect(page.getByText(/前面还有 \d+ 人/)).toBeVisible();
  await emulator(page, (e, t) => e.queue.advanceUntil(t as string, 'soon'), id);
  const live = page.locator('[aria-live="assertive"]');
  await expect(live).toContainText('即将到号');
  await emulator(page, (e, t) => e.queue.advanceUntil(t as string, 'called'), id);
  await expect(live).toContainText(/请B\d{3}号到B04号窗口/);
  await expect(page.getByText(/请到 B04 号窗口/)).toBeVisible();
  await page.screenshot({ path: 'test-results/queue-called.png', fullPage: true });
  // Only one number was taken for the double tap.
  await go(page, '/myNumber');
  await page.getByRole('button', { name: '全部' }).click();
  await expect(page.getByText('共1条，没有更多了')).toBeVisible();
});

test('elder mode at 320 px: the big number and the big QR, no horizontal scroll', async ({ app: page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await start(page, 10 * 60);
  await page.evaluate(() => document.documentElement.classList.add('ow-elder'));
  await go(page, `/ticket?hallId=${HALL}`);
  await page.getByRole('button', { name: '在综合受理队列取号' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认取号' }).click();
  await expect(page).toHaveURL(/#\/myNumberInfo\?/);
  const number = page.getByText(/^A\d{3}$/).first();
  await expect(number).toBeVisible();
  expect(await number.evaluate((el) => getComputedStyle(el).fontSize)).toBe('72px');
  const qr = page.getByRole('img', { name: '到窗口出示此码二维码' });
  expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(250);
  const overflow = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('[data-testid="page-body"]')].some((b) => b.scrollWidth > b.clientWidth + 1) ||
        document.documentElement.scrollWidth > 321,
    );
  expect(await overflow()).toBe(false);
  await page.screenshot({ path: 'test-results/queue-elder-ticket.png', fullPage: true });
  await go(page, `/reserve?hallId=${HALL}&matterId=${MATTER}`);
  await expect(page.getByRole('group', { name: '预约日期' })).toBeVisible();
  expect(await overflow()).toBe(false);
  await page.screenshot({ path: 'test-results/queue-elder-dates.png', fullPage: true });
});

test('a full day: join its waiting list; a place freed by someone’s cancel is booked automatically, and the day’s 出发提醒 says when to leave', async ({
  app: page,
}) => {
  await start(page, 8 * 60);
  // The waiting list books in the verified name.
  await go(page, '/recertificationHome');
  await verifyRealName(page);

  // Today: someone else holds the last slot, and every other place is taken.
  const date = await emulator(page, async (e) => new Date((await e.now()) + 8 * 3600_000).toISOString().slice(0, 10));
  const slots: string[] = [];
  await go(page, `/reserve?hallId=${HALL}&matterId=${MATTER}`);
  await page.getByRole('group', { name: '预约日期' }).getByRole('button').first().click();
  // The day's slots load after the click: read them once they are on screen.
  const free = page.getByRole('group', { name: '预约时段' }).getByRole('button', { name: /余\d+位/ });
  await expect(free.first()).toBeVisible();
  const labels = await free.evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')!.slice(0, 5)));
  slots.push(...labels);
  const last = slots[slots.length - 1];
  const held = await emulator(
    page,
    (e, a) => {
      const [h, m, d, s] = a as string[];
      return e.queue.bookForOther(h, m, d, s);
    },
    [HALL, MATTER, date, last],
  );
  for (const s of slots)
    await emulator(
      page,
      async (e, a) => {
        const [h, m, d, t] = a as string[];
        await e.queue.fillSlot(h, m, d, t);
      },
      [HALL, MATTER, date, s],
    );

  // A fresh page: the calendar as it is now.
  await go(page, `/reserve?hallId=${HALL}&matterId=${MATTER}&again=1`);
  await page.reload();
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(date)!;
  const dayLabel = `${Number(m[1])}月${Number(m[2])}日`;
  await expect(
    page.getByRole('group', { name: '预约日期' }).getByRole('button', { name: new RegExp(`^${dayLabel}.*约满`) }),
  ).toBeDisabled();
  await page.getByRole('button', { name: new RegExp(`^候补${dayLabel}`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: '登记候补' }).click();
  const mine = page.getByRole('list', { name: '我的候补' });
  await expect(mine.getByText('候补中，排第1位')).toBeVisible();

  // The other citizen cancels: the place is booked for this user at once.
  await emulator(page, (e, id) => e.queue.cancelForOther(id as string), held);
  await go(page, `/reserve?hallId=${HALL}&matterId=${MATTER}&again=2`);
  await page.reload();
  await expect(mine.getByText(new RegExp(`已为您自动预约 ${last}-`))).toBeVisible();
  await page.screenshot({ path: 'test-results/queue/waitlist-booked.png', fullPage: true });
  await noSeriousAxe(page);
  await mine.getByRole('link', { name: '查看预约' }).click();

  // The booking's details say when to leave (30 minutes of travel when the position is not shared).
  await expect(page.getByText(/^建议\d{2}:\d{2}出发（路程约30分钟，提前10分钟到厅签到）$/)).toBeVisible();
  const leaveAt = (await page.getByText(/^建议\d{2}:\d{2}出发/).textContent())!.slice(2, 7);
  // At the time to leave, the page says so.
  await emulator(
    page,
    async (e, hhmm) => {
      const [h, mi] = (hhmm as string).split(':').map(Number);
      const today = new Date((await e.now()) + 8 * 3600_000).toISOString().slice(0, 10);
      await e.advanceClock(Date.parse(`${today}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:00+08:00`) - (await e.now()));
    },
    leaveAt,
  );
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: `该出发了：路程约30分钟，${last}前到厅签到取号` })).toBeVisible();
  await noSeriousAxe(page);
});
