import cn from './cn.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [nested, text] of flatten(value, `${prefix}${key}.`)) entries.set(nested, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();

describe('messages', () => {
  const english = flatten(en);
  const chinese = flatten(cn);

  it('has every key in both languages', () => {
    expect([...chinese.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !chinese.has(key))).toEqual([]);
  });

  it('has no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      expect({ key, isEmpty: text.trim() === '' }).toEqual({ key, isEmpty: false });
      expect({ key, placeholders: placeholders(chinese.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it('is really translated: Chinese text has Chinese characters', () => {
    const untranslated = [...chinese].filter(
      ([key, text]) =>
        !/[\u4e00-\u9fff]/.test(text) && !['common.siteName', 'common.header.languageName'].includes(key),
    );
    expect(untranslated).toEqual([]);
  });
});
