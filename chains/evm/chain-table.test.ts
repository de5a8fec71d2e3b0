import { EVM_CHAIN_TABLE } from './chain-table';
import { EVM_CHAINS } from './chains';

describe('EVM_CHAIN_TABLE', () => {
  // The registry's viem-free copy: the same chains, in the same order, with the facts viem's definitions give.
  it('holds what chains.ts reads from viem', () => {
    expect(EVM_CHAIN_TABLE).toEqual(
      EVM_CHAINS.map(({ chainId, slug, name, nativeSymbol, nativeDecimals, explorerUrl }) => ({
        chainId,
        slug,
        name,
        nativeSymbol,
        nativeDecimals,
        explorerUrl,
      })),
    );
  });
});
