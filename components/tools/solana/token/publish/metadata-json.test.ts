import { metadataFileName, metadataJson } from './metadata-json';

describe('metadata JSON helper', () => {
  it('composes the fungible metadata JSON, leaving out empty optional fields', () => {
    const full = metadataJson({
      name: ' 链工具 Chainkit ',
      symbol: 'CKT',
      description: 'The Chainkit token',
      image: 'ipfs://bafy/logo.png',
    });
    expect(JSON.parse(full)).toEqual({
      name: '链工具 Chainkit',
      symbol: 'CKT',
      description: 'The Chainkit token',
      image: 'ipfs://bafy/logo.png',
    });
    expect(JSON.parse(metadataJson({ name: 'A', symbol: 'B', description: ' ', image: '' }))).toEqual({
      name: 'A',
      symbol: 'B',
    });
  });

  it('names the file after the symbol', () => {
    expect(metadataFileName('CKT')).toBe('ckt-metadata.json');
    expect(metadataFileName('$WIF!')).toBe('wif-metadata.json');
    expect(metadataFileName('币')).toBe('token-metadata.json');
  });
});
