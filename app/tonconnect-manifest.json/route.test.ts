import { GET } from './route';

describe('GET /tonconnect-manifest.json', () => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  });

  it("names the site, its origin and its icon (the request's origin without SITE_URL)", async () => {
    delete process.env.SITE_URL;
    const response = GET(new Request('http://127.0.0.1:4123/tonconnect-manifest.json'));
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      url: 'http://127.0.0.1:4123',
      name: 'Chainkit',
      iconUrl: 'http://127.0.0.1:4123/favicon.ico',
    });
  });

  it('uses SITE_URL in a deployment, whatever host the request came in on', async () => {
    process.env.SITE_URL = 'https://chainkit.example/';
    const body = await GET(new Request('http://10.0.0.5:3000/tonconnect-manifest.json')).json();
    expect(body.url).toBe('https://chainkit.example');
    expect(body.iconUrl).toBe('https://chainkit.example/favicon.ico');
  });
});
