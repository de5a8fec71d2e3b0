import { CATALOG, getRoute, type RouteEntry } from '@/lib/catalog';
import { EVM_CHAIN_SLUGS } from '@/lib/catalog/params';

/** Route names whose entries have a flag on, so that any entry gaining or losing a guard fails here. */
function namesWhere(predicate: (entry: RouteEntry) => boolean): string[] {
  return CATALOG.filter(predicate)
    .map((entry) => entry.routeName)
    .sort();
}

describe('catalogue flags', () => {
  it('marks exactly login, signup and forget/password as auth pages', () => {
    expect(namesWhere((entry) => entry.isAuthPage)).toEqual(['forget-password', 'login', 'signup']);
  });

  it('needs login on account, binding, monitors, twitter, withdrawals, VIP purchase and address monitor', () => {
    expect(namesWhere((entry) => entry.isNeedLogin)).toEqual(
      [
        'account',
        'account-benefits',
        'account-pay-record',
        'account-usercenter',
        'balance-monitor',
        'balance-monitor-manage',
        'balance-monitor-notify',
        'bind-address',
        'bind-email',
        'exchange-withdraw',
        'exchange-withdraw-history',
        'monitor-address',
        'twitter-bind',
        'twitter-group',
        'twitter-sub',
        'vip-feature-days',
      ].sort(),
    );
  });

  it('gates the VIP pages on their feature', () => {
    const gated = Object.fromEntries(
      CATALOG.filter((entry) => entry.isNeedVip).map((entry) => [entry.path, entry.needVipFeature]),
    );
    expect(gated).toEqual({
      'balance/monitor': 'balanceMonitor',
      'balance/monitor/manage': 'balanceMonitor',
      'balance/monitor/notify': 'monitorNotify',
      'twitter/bind': 'twitterMonitor',
      'twitter/group': 'twitterMonitor',
      'twitter/sub': 'twitterMonitor',
      'exchange/withdraw': 'cexWithdraw',
      'exchange/withdraw/history': 'cexWithdraw',
      'bmm/evm': 'dexBulkTrade',
      'batch/trade': 'dexBulkTrade',
      'bsc/batch/trade': 'dexBulkTrade',
      'solana/batch/trade': 'dexBulkTrade',
      'batch/collection-nft': 'nftCollection',
    });
  });

  it('needs a wallet only on bind/address', () => {
    expect(namesWhere((entry) => entry.needWallet)).toEqual(['bind-address']);
  });

  it('inherits the query on the VIP purchase page, login and signup', () => {
    expect(namesWhere((entry) => entry.isInheritQuery)).toEqual(['login', 'signup', 'vip-feature-days']);
  });

  it('keeps the scroll position on home and every balance-check page', () => {
    expect(namesWhere((entry) => entry.isKeedScrollPosition)).toEqual(
      [
        'home',
        'batch-check-balance',
        'check-balance-chain',
        'solana-check-balance',
        'sui-check-balance',
        'ton-check-balance',
        'tron-check-balance',
        'aptos-check-balance',
      ].sort(),
    );
  });

  it('has home, the company and account pages, VIP, the balance monitor, the EVM core tools and the Solana core tools implemented', () => {
    expect(namesWhere((entry) => entry.implemented)).toEqual(
      [
        'about-us',
        'approve-check',
        'approve-custom',
        'aptos-batch-collection-token',
        'aptos-batch-send-token',
        'aptos-check-balance',
        'balance-monitor',
        'balance-monitor-manage',
        'balance-monitor-notify',
        'batch-approve',
        'batch-call-contract',
        'batch-check-balance',
        'batch-collection',
        'batch-collection-nft',
        'batch-generate-wallet',
        'batch-multi-send',
        'batch-send-nft',
        'batch-send-token',
        'batch-trade',
        'bmm-evm',
        'bsc-batch-trade',
        'check-balance-chain',
        'eip7702',
        'gas',
        'metamask-helper',
        'mnemonic',
        'solana-account',
        'solana-batch-close-account',
        'solana-batch-collection',
        'solana-batch-send',
        'solana-check-balance',
        'solana-close-account',
        'solana-token-publish',
        'solana-token-update',
        'solana-vanity-address',
        'suggest',
        'sui-batch-collection-token',
        'sui-batch-send-token',
        'sui-check-balance',
        'sui-token-manage',
        'sui-token-publish',
        'token-publish',
        'ton-batch-collection-token',
        'ton-check-balance',
        'ton-batch-send-token',
        'ton-token-manage',
        'ton-token-publish',
        'tron-batch-collection-token',
        'tron-batch-send-token',
        'tron-check-balance',
        'tron-vanity-address',
        'transaction',
        'vanity-address',
        'account-benefits',
        'account-pay-record',
        'account-usercenter',
        'bind-address',
        'bind-email',
        'forget-password',
        'home',
        'login',
        'protocol-privacy-policy',
        'protocol-terms-of-use',
        'signup',
        'vip',
        'vip-feature-days',
      ].sort(),
    );
  });

  it('serves the parametric balance checker for EVM, each EVM chain, Tron, Sui, TON, Bitcoin and Dogecoin, so far', () => {
    expect(
      CATALOG.filter((entry) => entry.implementedValues).map((entry) => [entry.routeName, entry.implementedValues]),
    ).toEqual([
      ['check-balance-chain', { chain: ['evm', ...EVM_CHAIN_SLUGS, 'tron', 'sui', 'ton', 'aptos', 'btc', 'doge'] }],
    ]);
  });

  it('uses the agreed namespaces for the shared pages', () => {
    expect(getRoute('home').namespace).toBe('home');
    expect(getRoute('protocol-privacy-policy').namespace).toBe('legal');
    expect(getRoute('protocol-terms-of-use').namespace).toBe('legal');
    expect(getRoute('about-us').namespace).toBe('about');
    expect(getRoute('ipfs').namespace).toBe('ipfs');
    expect(getRoute('batch-send-token').namespace).toBe('batchSendToken');
  });

  it('gives each tool page its own namespace', () => {
    const pages = CATALOG.filter((entry) => entry.redirect === null && entry.namespace !== 'legal');
    expect(new Set(pages.map((entry) => entry.namespace)).size).toBe(pages.length);
  });

  it('puts the account redirect and the account pages under the account category', () => {
    expect(getRoute('account').redirect).toBe('account/usercenter');
    expect(getRoute('account-benefits').parent).toBe('account-usercenter');
    expect(getRoute('balance-monitor-manage').parent).toBe('balance-monitor');
    expect(getRoute('exchange-withdraw-history').parent).toBe('exchange-withdraw');
  });
});
