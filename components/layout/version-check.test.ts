/** @jest-environment jsdom */
import { checkVersion } from './version-check';

const answer = (body: string, ok = true) => jest.fn(async () => ({ ok, text: async () => body }) as Response);

describe('version check (spec §7)', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks version.txt with a timestamp and no-store', async () => {
    const fetchImpl = answer('1.0.0');
    await checkVersion('1.0.0', fetchImpl);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/version\.txt\?timestamp=\d+$/);
    expect(init.cache).toBe('no-store');
  });

  it('does nothing when the versions match or the server fails', async () => {
    expect(await checkVersion('1.0.0', answer('1.0.0\n'))).toBeNull();
    expect(await checkVersion('1.0.0', answer('', true))).toBeNull();
    expect(await checkVersion('1.0.0', answer('2.0.0', false))).toBeNull();
  });

  it('reloads with __t__ on a mismatch, once per server version', async () => {
    const reloadUrl = await checkVersion('1.0.0', answer('2.0.0'));
    expect(reloadUrl).toMatch(/[?&]__t__=\d+/);
    expect(await checkVersion('1.0.0', answer('2.0.0'))).toBeNull();
    expect(await checkVersion('1.0.0', answer('3.0.0'))).toMatch(/__t__=/);
  });
});
