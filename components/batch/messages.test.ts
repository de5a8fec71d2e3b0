import cn from './messages.cn.json';
import en from './messages.en.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('batch messages', () => {
  const english = leaves(en);
  const chinese = leaves(cn);

  it('has the same keys in both languages, all under batch', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
    expect(Object.keys(en)).toEqual(['batch']);
  });

  it('keeps the placeholders of each English text in its Chinese one, which is written in Chinese', () => {
    for (const [key, text] of english) {
      const translation = chinese.get(key) as string;
      expect([key, placeholders(translation)]).toEqual([key, placeholders(text)]);
      expect([key, /[\u4e00-\u9fff]/.test(translation)]).toEqual([key, true]);
    }
  });
});
