import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticPageHashes, inlineScriptHashes } from './static-page-hashes';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const BOOTSTRAP = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})';
const PAYLOAD = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n中文"])';
const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>
<script id="_R_">${BOOTSTRAP}</script></head><body><script>${PAYLOAD}</script><script></script>
<script>${PAYLOAD}</script><SCRIPT type="module" src = "/b.js"></SCRIPT></body></html>`;

describe('inlineScriptHashes', () => {
  it('hashes each distinct inline script exactly as written, and skips external and empty ones', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha256(BOOTSTRAP), sha256(PAYLOAD)]);
  });
});

describe('createStaticPageHashes: the prerendered pages of a build', () => {
  let distDir: string;

  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'chainkit-csp-'));
    mkdirSync(path.join(distDir, 'server', 'app', 'en'), { recursive: true });
    writeFileSync(
      path.join(distDir, 'prerender-manifest.json'),
      JSON.stringify({ routes: { '/en': {}, '/en/about-us': {}, '/robots.txt': {} } }),
    );
    writeFileSync(path.join(distDir, 'server', 'app', 'en.html'), PAGE);
    writeFileSync(path.join(distDir, 'server', 'app', 'en', 'about-us.html'), `<script>${BOOTSTRAP}</script>`);
    // Not in the manifest: must never be read, whatever the request path says.
    writeFileSync(path.join(distDir, 'server', 'app', 'secret.html'), `<script>${PAYLOAD}</script>`);
  });

  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('answers the hashes of listed pages only', () => {
    const hashes = createStaticPageHashes(distDir);
    expect(hashes.forPath('/en')).toEqual([sha256(BOOTSTRAP), sha256(PAYLOAD)]);
    expect(hashes.forPath('/en/about-us')).toEqual([sha256(BOOTSTRAP)]);
    expect(hashes.forPath('/en/login')).toEqual([]);
    expect(hashes.forPath('/robots.txt')).toEqual([]);
    expect(hashes.forPath('/secret')).toEqual([]);
    expect(hashes.forPath('/en/../secret')).toEqual([]);
  });

  it('reads each page once', () => {
    const hashes = createStaticPageHashes(distDir);
    const first = hashes.forPath('/en');
    writeFileSync(path.join(distDir, 'server', 'app', 'en.html'), '<script>changed()</script>');
    expect(hashes.forPath('/en')).toBe(first);
  });

  it('treats a missing build (next dev, tests) as no prerendered page', () => {
    expect(createStaticPageHashes(path.join(distDir, 'missing')).forPath('/en')).toEqual([]);
  });
});
