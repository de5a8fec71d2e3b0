import { type Address, decodeFunctionData, getAddress, type Hex, maxUint256, zeroAddress } from 'viem';
import { MULTISEND_ABI } from './abi';
import { MULTISEND_ADDRESS } from './address';
import {
  encodeERC20Send,
  encodeERC721Send,
  encodeERC1155BatchSend,
  encodeERC1155Send,
  encodeNativeSend,
  MAX_PACKED_AMOUNT,
  MultisendInputError,
  nativeValueNeeded,
  packTransfer,
} from './encode';

const ALICE: Address = '0x1111111111111111111111111111111111111111';
const BOB: Address = '0x00000000000000000000000000000000000000B0';
const TOKEN: Address = '0x2222222222222222222222222222222222222222';
const TREASURY: Address = '0x3333333333333333333333333333333333333333';

const decode = (data: Hex) => decodeFunctionData({ abi: MULTISEND_ABI, data });

describe('multisend encoders', () => {
  it('packs the amount above the address in one word', () => {
    expect(packTransfer(ALICE, 0x0de0b6b3a7640000n)).toBe(
      '0x000000000de0b6b3a76400001111111111111111111111111111111111111111',
    );
    expect(packTransfer(BOB, MAX_PACKED_AMOUNT)).toBe(`0x${'f'.repeat(24)}${BOB.slice(2).toLowerCase()}`);
    expect(() => packTransfer(BOB, MAX_PACKED_AMOUNT + 1n)).toThrow(MultisendInputError);
    expect(() => packTransfer(BOB, -1n)).toThrow(MultisendInputError);
  });

  it('encodes a native send with the exact value: amounts plus fee', () => {
    const call = encodeNativeSend({
      transfers: [
        { to: ALICE, amount: 5n },
        { to: BOB, amount: 7n },
      ],
      fee: { recipient: TREASURY, amount: 100n },
    });
    expect(call).toMatchObject({ to: MULTISEND_ADDRESS, value: 112n, functionName: 'sendNative' });
    expect(decode(call.data).args).toEqual([[packTransfer(ALICE, 5n), packTransfer(BOB, 7n)], TREASURY, 100n]);
    expect(nativeValueNeeded([5n, 7n], { recipient: TREASURY, amount: 100n })).toBe(112n);
  });

  it('leaves the fee out (zero address, 0) when there is none or it is 0', () => {
    const transfers = [{ to: ALICE, amount: 1n }];
    for (const fee of [undefined, { recipient: TREASURY, amount: 0n }]) {
      const call = encodeNativeSend({ transfers, fee });
      expect(call.value).toBe(1n);
      expect(decode(call.data).args?.slice(1)).toEqual([zeroAddress, 0n]);
    }
  });

  it('falls back to the wide form when an amount needs more than 96 bits', () => {
    const transfers = [
      { to: ALICE, amount: MAX_PACKED_AMOUNT + 1n },
      { to: BOB, amount: 1n },
    ];
    const native = encodeNativeSend({ transfers });
    expect(native.functionName).toBe('sendNativeWide');
    expect(decode(native.data).args).toEqual([[ALICE, BOB], [MAX_PACKED_AMOUNT + 1n, 1n], zeroAddress, 0n]);
    const token = encodeERC20Send({ token: TOKEN, transfers, pooled: true, fee: { recipient: TREASURY, amount: 9n } });
    expect(token).toMatchObject({ functionName: 'sendERC20Wide', value: 9n });
  });

  it('picks the direct or pooled ERC-20 form; token sends carry only the fee as value', () => {
    const transfers = [{ to: ALICE, amount: 10n ** 24n }];
    const direct = encodeERC20Send({ token: TOKEN, transfers });
    const pooled = encodeERC20Send({ token: TOKEN, transfers, pooled: true });
    expect([direct.functionName, pooled.functionName]).toEqual(['sendERC20', 'sendERC20Pooled']);
    expect(direct.value).toBe(0n);
    expect(decode(pooled.data).args).toEqual([TOKEN, [packTransfer(ALICE, 10n ** 24n)], zeroAddress, 0n]);
  });

  it('uses one packed word per recipient: half the calldata of two ABI arrays', () => {
    const transfers = Array.from({ length: 100 }, () => ({ to: ALICE, amount: 10n ** 16n }));
    const packed = encodeNativeSend({ transfers });
    const wide = encodeNativeSend({ transfers: [...transfers, { to: BOB, amount: MAX_PACKED_AMOUNT + 1n }] });
    const bytes = (data: Hex) => (data.length - 2) / 2;
    // selector + 3 head words + length + 100 words
    expect(bytes(packed.data)).toBe(4 + 32 * (3 + 1 + 100));
    expect(bytes(wide.data)).toBe(4 + 32 * (4 + 2 + 2 * 101));
  });

  it('encodes NFT sends in plain arrays, safe by default', () => {
    const nft = encodeERC721Send({ token: TOKEN, transfers: [{ to: ALICE, tokenId: maxUint256 }] });
    expect(decode(nft.data).args).toEqual([TOKEN, [ALICE], [maxUint256], true, zeroAddress, 0n]);
    const plain = encodeERC721Send({ token: TOKEN, transfers: [{ to: ALICE, tokenId: 1n }], safe: false });
    expect(decode(plain.data).args?.[3]).toBe(false);

    const single = encodeERC1155Send({ token: TOKEN, transfers: [{ to: BOB, id: 4n, amount: 2n }] });
    expect(decode(single.data).args).toEqual([TOKEN, [BOB], [4n], [2n], zeroAddress, 0n]);
    const batch = encodeERC1155BatchSend({
      token: TOKEN,
      transfers: [
        {
          to: BOB,
          items: [
            { id: 1n, amount: 2n },
            { id: 3n, amount: 4n },
          ],
        },
      ],
    });
    expect(decode(batch.data).args).toEqual([TOKEN, [BOB], [[1n, 3n]], [[2n, 4n]], zeroAddress, 0n]);
  });

  it('rejects bad input before anything is signed', () => {
    expect(() => encodeNativeSend({ transfers: [] })).toThrow('no transfers');
    expect(() => encodeNativeSend({ transfers: [{ to: '0x1234', amount: 1n }] })).toThrow(MultisendInputError);
    // Mixed case with a wrong checksum: the valid form with the case of its first letter flipped.
    const checksummed = getAddress('0xabcdefabcdefabcdefabcdefabcdefabcdefabcd');
    const flipped = checksummed.replace(/[a-fA-F]/, (letter) =>
      letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
    ) as Address;
    expect(() => encodeNativeSend({ transfers: [{ to: checksummed, amount: 1n }] })).not.toThrow();
    expect(() => encodeNativeSend({ transfers: [{ to: flipped, amount: 1n }] })).toThrow(MultisendInputError);
    expect(() => encodeNativeSend({ transfers: [{ to: ALICE, amount: maxUint256 + 1n }] })).toThrow(
      MultisendInputError,
    );
    expect(() => encodeERC20Send({ token: '0xnope', transfers: [{ to: ALICE, amount: 1n }] })).toThrow(
      MultisendInputError,
    );
    expect(() =>
      encodeNativeSend({ transfers: [{ to: ALICE, amount: 1n }], fee: { recipient: '0x12', amount: 1n } }),
    ).toThrow('fee recipient');
    expect(() => encodeERC1155BatchSend({ token: TOKEN, transfers: [{ to: ALICE, items: [] }] })).toThrow(
      'has no tokens',
    );
  });
});
