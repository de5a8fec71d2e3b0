import { parseAddressLines } from './address-lines';

const A = '0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B';
const B = '0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00';

describe('parseAddressLines', () => {
  it('reads the first cell of each line, with line numbers for invalid and repeated addresses', () => {
    const text = ['address,label', `${A},metamask`, '', '# a comment', `${B.toLowerCase()};calibur`, A, 'nope'].join(
      '\n',
    );
    expect(parseAddressLines(text)).toEqual({
      entries: [
        { line: 2, address: A },
        { line: 5, address: B },
      ],
      issues: [
        { line: 1, kind: 'invalid' },
        { line: 6, kind: 'duplicate', firstLine: 2 },
        { line: 7, kind: 'invalid' },
      ],
    });
  });
});
