import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cloudData } from '@/features/matters/api/cloud-call';
import { GatewayError, MESSAGES } from '@/lib/http/errors';
import { emulatorTestApi } from '@/mocks/node';
import { renderApp } from '../../utils/render-app';

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';

beforeEach(() => {
  emulatorTestApi.reset();
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
});

describe("the matters' cloud calls", () => {
  it.each([
    ['an object', { name: '明白卡' }],
    ['a list', [{ id: 1 }]],
  ])('pass %s through', async (_, value) => {
    await expect(cloudData(Promise.resolve(value))).resolves.toEqual(value);
  });

  it('refuse what is not an answer (a proxy page, a bare text) as malformed, and a shown failure as one', async () => {
    await expect(cloudData(Promise.resolve('<html>502 Bad Gateway</html>'))).rejects.toMatchObject({
      kind: 'malformed',
      message: MESSAGES.malformed,
    });
    await expect(cloudData(Promise.resolve(null))).rejects.toBeInstanceOf(GatewayError);
    await expect(cloudData(Promise.resolve(false))).rejects.toMatchObject({ kind: 'business' });
  });

  it('明白卡 under a malformed answer says so with a retry that works once the gateway answers again', async () => {
    const user = userEvent.setup();
    emulatorTestApi.setFaults({ malformed: 1 });
    renderApp(`/understandCard?matterId=M12010100&${AREA}`);
    // The query's one quick retry of a failure that says nothing of the session, then its error.
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 8000 });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.malformed);
    expect(screen.queryByText('页面出错了，请重试')).toBeNull();
    emulatorTestApi.clearFaults();
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: '谁可以办' })).toBeInTheDocument();
  }, 20_000);
});
