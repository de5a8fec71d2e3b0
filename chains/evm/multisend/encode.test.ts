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
  packRecipients,
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
    // The total rides along: the contract sums inside its transfer loop and reverts unless the two agree.
    expect(decode(call.data).args).toEqual([[packTransfer(ALICE, 5n), packTransfer(BOB, 7n)], 12n, TREASURY, 100n]);
    expect(nativeValueNeeded([5n, 7n], { recipient: TREASURY, amount: 100n })).toBe(112n);
  });

  it('leaves the fee out (zero address, 0) when there is none or it is 0', () => {
    const transfers = [{ to: ALICE, amount: 1n }];
    for (const fee of [undefined, { recipient: TREASURY, amount: 0n }]) {
      const call = encodeNativeSend({ transfers, fee });
      expect(call.value).toBe(1n);
      expect(decode(call.data).args?.slice(1)).toEqual([1n, zeroAddress, 0n]);
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
    expect(decode(pooled.data).args).toEqual([TOKEN, [packTransfer(ALICE, 10n ** 24n)], 10n ** 24n, zeroAddress, 0n]);
    expect(decode(direct.data).args).toEqual([TOKEN, [packTransfer(ALICE, 10n ** 24n)], zeroAddress, 0n]);
  });

  it('uses one packed word per recipient: half the calldata of two ABI arrays', () => {
    const transfers = Array.from({ length: 100 }, (_, index) => ({ to: ALICE, amount: 10n ** 16n + BigInt(index) }));
    const packed = encodeNativeSend({ transfers });
    const wide = encodeNativeSend({ transfers: [...transfers, { to: BOB, amount: MAX_PACKED_AMOUNT + 1n }] });
    const bytes = (data: Hex) => (data.length - 2) / 2;
    // selector + 4 head words + length + 100 words
    expect(bytes(packed.data)).toBe(4 + 32 * (4 + 1 + 100));
    expect(bytes(wide.data)).toBe(4 + 32 * (4 + 2 + 2 * 101));
  });

  it('sends equal amounts as 20 bytes per recipient (native, and pooled ERC-20)', () => {
    const transfers = [
      { to: ALICE, amount: 7n },
      { to: BOB, amount: 7n },
      { to: TREASURY, amount: 7n },
    ];
    const recipients = `0x${[ALICE, BOB, TREASURY].map((to) => to.slice(2).toLowerCase()).join('')}`;
    expect(packRecipients([ALICE, BOB, TREASURY])).toBe(recipients);
    const native = encodeNativeSend({ transfers, fee: { recipient: TREASURY, amount: 2n } });
    expect(native).toMatchObject({ functionName: 'sendNativeEqual', value: 23n });
    expect(decode(native.data).args).toEqual([recipients, 7n, TREASURY, 2n]);
    const pooled = encodeERC20Send({ token: TOKEN, transfers, pooled: true });
    expect(pooled.functionName).toBe('sendERC20PooledEqual');
    expect(decode(pooled.data).args).toEqual([TOKEN, recipients, 7n, zeroAddress, 0n]);
    // Direct sends keep their packed words (the equal form pulls into the contract first); one row is never "equal".
    expect(encodeERC20Send({ token: TOKEN, transfers }).functionName).toBe('sendERC20');
    expect(encodeNativeSend({ transfers: transfers.slice(0, 1) }).functionName).toBe('sendNative');
    // Equal amounts too large to pack still fit the equal form: the amount is a full word there.
    const huge = transfers.map((transfer) => ({ ...transfer, amount: MAX_PACKED_AMOUNT + 1n }));
    expect(encodeNativeSend({ transfers: huge }).functionName).toBe('sendNativeEqual');
    const bytes = (data: Hex) => (data.length - 2) / 2;
    // selector + 4 head words + length + 60 bytes padded to 64
    expect(bytes(native.data)).toBe(4 + 32 * 5 + 64);
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
