import { TON_CHAIN_ID as CHAIN_ID, TON_EXPLORER_URL, tonviewerAddressUrl } from './chain';
import { TON_CHAIN_ID, tonExplorerLink } from './family';

describe('chains/ton/chain', () => {
  it('agrees with the family and the registry', () => {
    expect(CHAIN_ID).toBe(TON_CHAIN_ID);
    const address = 'UQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_p0p';
    expect(tonviewerAddressUrl(address)).toBe(tonExplorerLink(TON_CHAIN_ID, 'address', address));
    expect(tonExplorerLink(TON_CHAIN_ID, 'address', 'x')).toBe(`${TON_EXPLORER_URL}/x`);
  });
});
