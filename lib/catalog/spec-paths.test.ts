import { CATALOG } from '@/lib/catalog';

/** Every route of spec §2, typed out by hand so that a dropped or renamed entry fails here. */
const SPEC_PATHS = [
  'account',
  'account/benefits',
  'account/pay-record',
  'account/usercenter',
  'airdrop/jupuary',
  'airdrop/lxp',
  'airdrop/zksync',
  'approve/check',
  'approve/custom',
  'batch/approve',
  'aptos/batch-collection-token',
  'aptos/batch-send-token',
  'aptos/check-balance',
  'balance/monitor',
  'balance/monitor/manage',
  'balance/monitor/notify',
  'batch/call-contract',
  'batch/check-balance',
  'batch/collection',
  'batch/collection-nft',
  'batch/generate-wallet',
  'batch/multi-send',
  'batch/send-nft',
  'batch/send-token',
  'batch/trade',
  'bsc/batch/trade',
  'bind/address',
  'bind/email',
  'bmm/evm',
  'bsc/fourmeme/publish',
  'token/publish',
  'eip7702',
  'ipfs',
  'mnemonic',
  'vanity-address',
  'gas',
  'transaction',
  'metamask/helper',
  'check-balance/:chain',
  'exchange/withdraw',
  'exchange/withdraw/history',
  'login',
  'signup',
  'forget/password',
  '',
  'kol',
  'leaked',
  'research',
  'suggest',
  'project/calendar',
  'project/report',
  'protocol/privacy-policy',
  'protocol/terms-of-use',
  'about-us',
  'solana/account',
  'solana/batch/close-account',
  'solana/batch/collection',
  'solana/batch/send',
  'solana/batch/trade',
  'solana/bmm',
  'solana/check-balance',
  'solana/close-account',
  'solana/letsbonk/publish',
  'solana/pump/publish',
  'solana/token/publish',
  'solana/token/update',
  'solana/vanity-address',
  'sui/batch-collection-token',
  'sui/batch-send-token',
  'sui/check-balance',
  'sui/swap-token',
  'sui/token/manage',
  'sui/token/publish',
  'ton/batch-collection-token',
  'ton/batch-send-token',
  'ton/check-balance',
  'ton/token/manage',
  'ton/token/publish',
  'tron/batch-collection-token',
  'tron/batch-send-token',
  'tron/check-balance',
  'tron/vanity-address',
  'twitter/bind',
  'twitter/group',
  'twitter/sub',
  'vip',
  'vip/:feature:days',
  'monitor/address',
  'solana/create-spl-token',
  'solana/burn-token',
  'solana/mint-token',
  'solana/revoke-auth',
  'solana/transfer',
];

const SPEC_REDIRECTS: Record<string, string> = {
  account: 'account/usercenter',
  'solana/create-spl-token': 'solana/token/publish',
  'solana/burn-token': 'solana/account#burn',
  'solana/mint-token': 'solana/account#mint',
  'solana/revoke-auth': 'solana/account#revoke',
  'solana/transfer': 'solana/batch/send',
};

describe('catalogue against spec §2', () => {
  const catalogPaths = CATALOG.map((entry) => entry.path);

  it('has no duplicate in the hand-written list itself', () => {
    expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATHS.length);
  });

  it.each(SPEC_PATHS)('has the spec route %p', (path) => {
    expect(catalogPaths).toContain(path);
  });

  it('has no route the spec does not list', () => {
    expect(catalogPaths.filter((path) => !SPEC_PATHS.includes(path))).toEqual([]);
  });

  it('has exactly the spec redirects, with their targets', () => {
    const redirects = Object.fromEntries(
      CATALOG.filter((entry) => entry.redirect !== null).map((entry) => [entry.path, entry.redirect]),
    );
    expect(redirects).toEqual(SPEC_REDIRECTS);
  });
});
