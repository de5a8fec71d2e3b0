import { parseContractList, parseFromBlock } from './nft-input';

describe('NFT collection input', () => {
  it('reads contracts by line: EIP-55 addresses, blank and # lines skipped, problems with their line numbers', () => {
    const text = [
      '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      '',
      '# a comment',
      '0xnot-an-address',
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512, my collection',
    ].join('\n');
    expect(parseContractList(text)).toEqual({
      contracts: ['0x5FbDB2315678afecb367f032d93F642f64180aa3', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'],
      issues: [
        { line: 4, code: 'invalidAddress' },
        { line: 5, code: 'duplicate' },
      ],
    });
  });

  it('reads the first block: empty is 0, digits with separators, anything else refused', () => {
    expect(parseFromBlock('')).toBe(0n);
    expect(parseFromBlock(' 19,000,000 ')).toBe(19_000_000n);
    expect(parseFromBlock('1_000')).toBe(1000n);
    for (const bad of ['-1', '1e6', '0x10', '12a', '1.5']) expect(parseFromBlock(bad)).toBeUndefined();
  });
});
