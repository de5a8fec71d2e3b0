import type { RedirectSeed } from '@/lib/catalog/define';

/**
 * Old addresses kept working. Each takes its target's copy and guards (see defineRedirect); `account` therefore
 * needs login like account/usercenter. They never render a page, so isServed is false for them whatever
 * `implemented` says; the proxy decides when to answer them (ideally once the target is served).
 */
export const REDIRECT_SEEDS: readonly RedirectSeed[] = [
  { path: 'account', routeName: 'account', redirect: 'account/usercenter', implemented: false },
  {
    path: 'solana/create-spl-token',
    routeName: 'solana-create-spl-token',
    redirect: 'solana/token/publish',
    implemented: false,
  },
  { path: 'solana/burn-token', routeName: 'solana-burn-token', redirect: 'solana/account#burn', implemented: false },
  { path: 'solana/mint-token', routeName: 'solana-mint-token', redirect: 'solana/account#mint', implemented: false },
  {
    path: 'solana/revoke-auth',
    routeName: 'solana-revoke-auth',
    redirect: 'solana/account#revoke',
    implemented: false,
  },
  { path: 'solana/transfer', routeName: 'solana-transfer', redirect: 'solana/batch/send', implemented: false },
];
