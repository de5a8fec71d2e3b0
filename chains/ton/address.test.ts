import { Address } from '@ton/core';
import {
  checkTonAddress,
  isTonAddress,
  normalizeTonAddress,
  parseTonAddress,
  parseTonAddressList,
  tonWalletDisplay,
} from './address';

// One account in its spellings, derived with @ton/core from the raw form (the independent encoder).
const RAW = '0:b113a994b5024a16719f69139328eb759596c38a25f59028b146fecdc3621dfe';
const account = Address.parseRaw(RAW);
const BOUNCEABLE = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
const NON_BOUNCEABLE = 'UQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_p0p';
const TESTNET = account.toString({ testOnly: true, bounceable: false });
const STANDARD_BASE64 = account.toString({ urlSafe: false });

describe('TON addresses', () => {
  it('reads raw and user-friendly forms of one account and keeps the pasted flags for display', () => {
    expect(account.toString()).toBe(BOUNCEABLE);
    expect(account.toString({ bounceable: false })).toBe(NON_BOUNCEABLE);
    const bounceable = parseTonAddress(BOUNCEABLE);
    const nonBounceable = parseTonAddress(NON_BOUNCEABLE);
    const raw = parseTonAddress(RAW.toUpperCase().replace('0X', '0x'));
    expect(bounceable).toMatchObject({ ok: true, details: { raw: RAW, display: BOUNCEABLE, isBounceable: true } });
    expect(nonBounceable).toMatchObject({
      ok: true,
      details: { raw: RAW, display: NON_BOUNCEABLE, isBounceable: false, isTestOnly: false, isFriendly: true },
    });
    expect(raw).toMatchObject({ ok: true, details: { raw: RAW, display: BOUNCEABLE, isFriendly: false } });
    // Standard base64 (+ and /) is the same address; the display form is base64url.
    expect(STANDARD_BASE64).toMatch(/[+/]/);
    expect(checkTonAddress(STANDARD_BASE64)).toEqual({ ok: true, address: BOUNCEABLE });
    expect(normalizeTonAddress(` \u200B${NON_BOUNCEABLE}\n`)).toBe(RAW);
    expect(tonWalletDisplay(account)).toBe(NON_BOUNCEABLE);
    expect(tonWalletDisplay(account, 'testnet')).toBe(TESTNET);
  });

  it('accepts the masterchain and refuses other workchains', () => {
    const master = `-1:${'3'.repeat(64)}`;
    expect(normalizeTonAddress(master)).toBe(master);
    const other = new Address(1, account.hash).toString();
    expect(parseTonAddress(other)).toEqual({ ok: false, issue: 'format' });
    expect(parseTonAddress(`1:${'3'.repeat(64)}`)).toEqual({ ok: false, issue: 'format' });
  });

  it('says checksum for a one-character typo and format for a wrong shape', () => {
    expect(parseTonAddress('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDt')).toEqual({
      ok: false,
      issue: 'checksum',
    });
    expect(parseTonAddress(BOUNCEABLE.slice(1))).toEqual({ ok: false, issue: 'format' });
    expect(parseTonAddress(`0:${'g'.repeat(64)}`)).toEqual({ ok: false, issue: 'format' });
    expect(parseTonAddress('0x1234')).toEqual({ ok: false, issue: 'format' });
    expect(isTonAddress(42)).toBe(false);
  });

  it('refuses a testnet-only address on mainnet and takes it on testnet', () => {
    expect(parseTonAddress(TESTNET)).toEqual({ ok: false, issue: 'format' });
    expect(parseTonAddress(TESTNET, 'testnet')).toMatchObject({
      ok: true,
      details: { raw: RAW, isTestOnly: true, display: TESTNET },
    });
  });

  it('parses a pasted list with line numbers; the same account in two spellings is a duplicate', () => {
    const parsed = parseTonAddressList(
      [`${NON_BOUNCEABLE}, ${RAW}`, '', `nope;${BOUNCEABLE}`, 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDt'].join(
        '\r\n',
      ),
    );
    expect(parsed.addresses).toEqual([NON_BOUNCEABLE]);
    expect(parsed.duplicates).toEqual([
      { index: 1, line: 1, address: NON_BOUNCEABLE, firstIndex: 0 },
      { index: 3, line: 3, address: NON_BOUNCEABLE, firstIndex: 0 },
    ]);
    expect(parsed.invalid).toEqual([
      { index: 2, line: 3, input: 'nope', issue: 'format' },
      { index: 4, line: 4, input: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDt', issue: 'checksum' },
    ]);
  });
});
