import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COORDINATES_FAILED, getNearbyHalls, isMissingCoordinatesError, type NearbyHall } from '@/features/halls/api/get-nearby-halls';
import { distanceMeters, formatDistance } from '@/features/halls/distance';
import { LOCATE_OPTIONS } from '@/features/halls/hooks/use-geolocation';
import { toast } from '@/lib/feedback/feedback';
import { gateway } from '@/lib/http/client';
import { GatewayError } from '@/lib/http/errors';
import { halls } from '@/mocks/db/tables';
import { server } from '../../setup';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';

const NEARBY = '/service-xzyd/hall/anon/nearby';
// Near the Heping district hall in Tianjin.
const HERE = { lat: 39.125, lng: 117.19 };

function countRequests(pathPart: string) {
  let n = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.includes(pathPart)) n += 1;
  };
  server.events.on('request:start', listener);
  return { get: () => n, stop: () => server.events.removeListener('request:start', listener) };
}

type Answer = { ok: { lat: number; lng: number } } | { error: 1 | 2 | 3 };

/** Replaces navigator.geolocation; each call of getCurrentPosition takes the next answer. */
function mockGeolocation(...answers: Answer[]) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => {
    const a = answers.length > 1 ? answers.shift()! : answers[0];
    setTimeout(() => {
      if ('ok' in a)
        ok({ coords: { latitude: a.ok.lat, longitude: a.ok.lng, accuracy: 30 }, timestamp: Date.now() } as GeolocationPosition);
      else fail?.({ code: a.error, message: 'x', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    }, 5);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.restoreAllMocks();
});

describe('getNearbyHalls (spec section 5: rejects without latitude or longitude)', () => {
  const missing: [string, { lat?: number | null; lng?: number | null }][] = [
    ['no latitude', { lng: 117.19 }],
    ['no longitude', { lat: 39.125 }],
    ['neither', {}],
    ['null latitude', { lat: null, lng: 117.19 }],
    ['null longitude', { lat: 39.125, lng: null }],
    ['NaN latitude', { lat: Number.NaN, lng: 117.19 }],
    ['NaN longitude', { lat: 39.125, lng: Number.NaN }],
    ['latitude out of range', { lat: 91, lng: 117.19 }],
    ['longitude out of range', { lat: 39.125, lng: -180.5 }],
    ['infinite longitude', { lat: 39.125, lng: Number.POSITIVE_INFINITY }],
  ];
  it.each(missing)('rejects with %s and sends nothing', async (_label, params) => {
    const requests = countRequests(NEARBY);
    try {
      const error = await getNearbyHalls(params).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isMissingCoordinatesError(error)).toBe(true);
      expect((error as Error).message).toBe(COORDINATES_FAILED);
      expect(requests.get()).toBe(0);
    } finally {
      requests.stop();
    }
  });

  it('asks the server with coordinates and returns halls nearest first with distances', async () => {
    const requests = countRequests(NEARBY);
    try {
      const list = await getNearbyHalls(HERE);
      expect(requests.get()).toBe(1);
      expect(list.length).toBeGreaterThan(0);
      for (const h of list) expect(h.distance).toBeLessThanOrEqual(20_000);
      expect(list.map((h) => h.distance)).toEqual([...list.map((h) => h.distance)].sort((a, b) => a - b));
      // The distance is the great-circle distance from the asked position.
      expect(Math.abs(list[0].distance - distanceMeters(HERE, list[0]))).toBeLessThan(1);
      const within20 = halls.all().filter((h) => distanceMeters(HERE, h) <= 20_000);
      expect(list.map((h) => h.id).sort()).toEqual(within20.map((h) => h.id).sort());
    } finally {
      requests.stop();
    }
  });
});

describe('emulator GET /service-xzyd/hall/anon/nearby', () => {
  const refuse = async (params: object) =>
    gateway.get<NearbyHall[]>(NEARBY, params, { silent: true }).then(
      () => null,
      (e: unknown) => e,
    );

  it.each([
    ['no lat', { lng: 117.19 }],
    ['no lng', { lat: 39.125 }],
    ['lat not a number', { lat: 'abc', lng: 117.19 }],
    ['lng empty', { lat: 39.125, lng: '' }],
  ])('refuses %s with 经纬度获取失败', async (_label, params) => {
    const e = await refuse(params);
    expect(e).toBeInstanceOf(GatewayError);
    expect((e as GatewayError).kind).toBe('business');
    expect((e as GatewayError).message).toBe(COORDINATES_FAILED);
  });

  it('keeps to the radius', async () => {
    const near = await gateway.get<NearbyHall[]>(NEARBY, { ...HERE, radius: 3000 });
    const wide = await gateway.get<NearbyHall[]>(NEARBY, { ...HERE, radius: 200_000 });
    expect(near.every((h) => h.distance <= 3000)).toBe(true);
    expect(wide.length).toBeGreaterThan(near.length);
    expect(wide.length).toBe(halls.all().length);
  });
});

describe('附近大厅 page', () => {
  it('locates with the agreed options, then lists halls nearest first with their distance', async () => {
    const geo = mockGeolocation({ ok: HERE });
    renderApp('/nearby');
    expect(await screen.findByText('附近大厅')).toBeInTheDocument();
    const expected = halls
      .all()
      .map((h) => ({ h, d: distanceMeters(HERE, h) }))
      .filter((x) => x.d <= 20_000)
      .sort((a, b) => a.d - b.d);
    expect(await screen.findByText(expected[0].h.name)).toBeInTheDocument();
    expect(geo.mock.calls[0][2]).toEqual(LOCATE_OPTIONS);
    expect(LOCATE_OPTIONS).toEqual({ enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 });
    const distances = screen.getAllByText(/^距您/).map((el) => el.textContent);
    expect(distances).toEqual(expected.map((x) => `距您${formatDistance(Math.round(x.d))}`));
    const body = screen.getByTestId('page-body').textContent ?? '';
    const positions = expected.map((x) => body.indexOf(x.h.name));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    // jsdom follows a click on an <a> without href to the document URL, which browsers never do
    // (antd-mobile renders a clickable list row as such an anchor): stop that default only.
    const noHrefDefault = (e: MouseEvent) => {
      const a = (e.target as Element).closest('a');
      if (a && !a.hasAttribute('href')) e.preventDefault();
    };
    document.addEventListener('click', noHrefDefault);
    try {
      await userEvent.click(screen.getByText(expected[0].h.name));
      await waitFor(() => expect(currentRoute()).toMatch(/^\/lntroductionhall\?/));
      expect(currentQuery().get('hallId')).toBe(expected[0].h.id);
      expect(currentQuery().get('fixedArea')).toBe('120100');
    } finally {
      document.removeEventListener('click', noHrefDefault);
    }
  });

  it('denied: toasts 经纬度获取失败, shows it in the page, and retry works once location is allowed', async () => {
    const fail = vi.spyOn(toast, 'fail');
    const requests = countRequests(NEARBY);
    mockGeolocation({ error: 1 }, { ok: HERE });
    renderApp('/nearby');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(COORDINATES_FAILED)).toBeInTheDocument();
    expect(within(alert).getByText(/未获得定位权限/)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: '按区域查找大厅' }).getAttribute('href')).toMatch(/^#\/findTheLobby\?/);
    // The toast says it too: an effect after the page shows the failure, then the toast's own render.
    await waitFor(() => expect(screen.getAllByText(COORDINATES_FAILED)).toHaveLength(2));
    expect(fail).toHaveBeenCalledWith(COORDINATES_FAILED);
    expect(requests.get()).toBe(0);

    await userEvent.click(within(alert).getByRole('button', { name: '重新定位' }));
    expect((await screen.findAllByText(/^距您/)).length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('page-body')).queryByText(COORDINATES_FAILED)).not.toBeInTheDocument();
    expect(requests.get()).toBe(1);
    requests.stop();
  });

  it('timeout and unsupported also fail with 经纬度获取失败 and say why', async () => {
    const fail = vi.spyOn(toast, 'fail');
    mockGeolocation({ error: 3 });
    const first = renderApp('/nearby');
    expect(within(await screen.findByRole('alert')).getByText(/定位超时/)).toBeInTheDocument();
    first.unmount();
    Reflect.deleteProperty(navigator, 'geolocation');
    renderApp('/nearby');
    expect(within(await screen.findByRole('alert')).getByText(/不支持定位/)).toBeInTheDocument();
    await waitFor(() => expect(fail).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getAllByText(COORDINATES_FAILED).length).toBeGreaterThan(1));
    expect(fail).toHaveBeenCalledWith(COORDINATES_FAILED);
  });

  it('far from every hall: empty state offers a wider radius', async () => {
    // Bohai Bay, east of Tianjin: chosen from the hall table so nothing is within 20 km but something within 50 km.
    const spot = { lat: 38.95, lng: 117.95 };
    const nearest = Math.min(...halls.all().map((h) => distanceMeters(spot, h)));
    expect(nearest).toBeGreaterThan(20_000);
    expect(nearest).toBeLessThan(50_000);
    mockGeolocation({ ok: spot });
    renderApp('/nearby');
    expect(await screen.findByText('20公里内没有大厅')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '按区域查找大厅' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '扩大到50公里' }));
    expect(await screen.findByText(/^50公里内共\d+个大厅/)).toBeInTheDocument();
    expect(screen.getAllByText(/^距您/).length).toBeGreaterThan(0);
  });
});
