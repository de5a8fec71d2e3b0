import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

describe('precompiled messages (issue 13 point 10)', () => {
  it('are turned on in next.config.ts', () => {
    expect(readFileSync(path.join(ROOT, 'next.config.ts'), 'utf8')).toMatch(/precompile:\s*true/);
  });

  it('are never read raw: a compiled message is not text (home-content.tsx formats the tool sentence instead)', () => {
    const readers = ['app', 'components', 'lib', 'chains']
      .flatMap(sourceFiles)
      .filter((file) => /\.raw\(\s*['"`]/.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});
