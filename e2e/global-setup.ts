import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startNext } from '../scripts/harness.mjs';
import { startAnvil } from '../test/anvil';
import { ANVIL_ACCOUNTS, deployTestToken, TEST_TOKEN_DECIMALS } from '../test/erc20';
import { APTOS_E2E_ENV } from './aptos-chain-setup';
import { type StartedBaseChain, startBaseChain } from './evm-base-chain-setup';
import { writeServerInfo } from './server';
import { startSolanaChain, stopSolanaChain } from './solana-chain-setup';
import { SUI_E2E_ENV } from './sui-chain-setup';
import { tokenPublishEnv } from './token-publish-setup';
import { startTonChain, stopTonChain } from './ton-chain-setup';
import { startTronChain, stopTronChain } from './tron-chain-setup';
import { startUtxoChain, stopUtxoChain } from './utxo-chain-setup';

/** Anvil runs as BSC: the chain registry, viem and wagmi know chain 56, and the injected wallet can switch to it. */
const VIP_CHAIN_ID = 56;
const VIP_CONFIRMATIONS = 1;
/** 1,000,000 TestUSDT: plenty for every purchase of a run. */
const FUNDED_AMOUNT = 1_000_000n * 10n ** BigInt(TEST_TOKEN_DECIMALS);

/**
 * One `next start` for the whole e2e run (the build comes from `npm test`), verifying VIP payments on a local anvil
 * with a fresh 6-decimal TestUSDT minted to anvil's first account.
 */
export default async function globalSetup(): Promise<void> {
  mkdirSync(path.join(__dirname, '.artifacts'), { recursive: true });
  const anvil = await startAnvil({ chainId: VIP_CHAIN_ID });
  let base: StartedBaseChain | undefined;
  try {
    const solana = await startSolanaChain();
    base = await startBaseChain();
    const tron = await startTronChain();
    const ton = await startTonChain();
    const utxo = await startUtxoChain();
    const token = await deployTestToken(anvil.rpcUrl);
    const fundedAccount = ANVIL_ACCOUNTS[0].address;
    await token.mint(fundedAccount, FUNDED_AMOUNT);
    const receiver = `0x${randomBytes(20).toString('hex')}`;
    const server = await startNext({
      env: {
        [`CHAIN_RPC_${VIP_CHAIN_ID}`]: anvil.rpcUrl,
        VIP_PAY_ADDRESS_EVM: receiver,
        VIP_PAY_TOKENS: `${VIP_CHAIN_ID}:${token.address.toLowerCase()}:${TEST_TOKEN_DECIMALS}`,
        VIP_CONFIRMATIONS: `${VIP_CHAIN_ID}:${VIP_CONFIRMATIONS}`,
        // The pages talk to the local anvils (custom RPC URL fields) over plain http: the CSP must allow them.
        CSP_CONNECT_SRC_EXTRA: 'http://127.0.0.1:*',
        // Every browser of the run (two e2e files at a time) reaches /api/rpc and /api/rpc/proxy from 127.0.0.1, one
        // client to the rate limiters: together they poll far more than one person's calls a minute.
        RPC_RATE_LIMIT_PER_MINUTE: '100000',
        RPC_PROXY_RATE_LIMIT_PER_MINUTE: '100000',
        ...solana.env,
        ...base.env,
        ...tron.env,
        ...tokenPublishEnv(VIP_CHAIN_ID),
        ...ton.env,
        ...SUI_E2E_ENV,
        ...utxo.env,
        ...APTOS_E2E_ENV,
      },
    });
    writeServerInfo({
      ...server,
      vip: {
        rpcUrl: anvil.rpcUrl,
        chainId: VIP_CHAIN_ID,
        anvilPid: anvil.pid,
        tokenAddress: token.address,
        tokenDecimals: TEST_TOKEN_DECIMALS,
        receiver,
        fundedAccount,
        fundedAmount: FUNDED_AMOUNT.toString(),
        confirmations: VIP_CONFIRMATIONS,
      },
      solana: solana.info,
      base: base.info,
      tron: tron.info,
      ton: ton.info,
    });
  } catch (error) {
    await anvil.stop();
    await base?.stop();
    await stopSolanaChain();
    await stopTronChain();
    await stopTonChain();
    await stopUtxoChain();
    throw error;
  }
}
