import { type Address, createTestClient, type Hash, type Hex, http, parseUnits, type TestClient } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS, deployTestToken, TEST_TOKEN_DECIMALS, type TestToken } from '@/test/erc20';
import { createVipEnvironment } from '../environment';
import type { VipEnvironment } from '../types';

// Test support only: VIP payments made on a real anvil chain with a real 6-decimal ERC-20, read back by the real
// chain reader (readTokenTransfers over viem) through CHAIN_RPC_<id>, as a deployment pointing at its own node would.

/** Anvil's own default id: no chain the reader knows by default, so it is reached only through CHAIN_RPC_31337. */
export const ANVIL_VIP_CHAIN_ID = 31337;
export const ANVIL_VIP_CONFIRMATIONS = 3;
/** Anvil's account #0 deploys and mints; #1 pays; #2 is someone else holding the token. */
export const [, PAYER, OTHER_SENDER] = ANVIL_ACCOUNTS;
/** Our receiving address: only ever paid, so it needs no key. */
export const RECEIVER: Address = `0x${'ee'.repeat(20)}`;
export const STRANGER: Address = `0x${'ab'.repeat(20)}`;

/** Token units ("27.9") in the test tokens' base units. */
export const usdt = (amount: string) => parseUnits(amount, TEST_TOKEN_DECIMALS);

/** Far more than any test pays, far less than the 10^18 the reverted transfer tries. */
const MINTED = usdt('1000000');

export interface TransferSpec {
  amount: bigint;
  /** The accepted token unless told. */
  token?: TestToken;
  from?: PrivateKeyAccount;
  to?: Address;
  /** Skips gas estimation, which would refuse a doomed transfer instead of getting it mined and reverted. */
  gas?: bigint;
  /** Appended to the calldata, as the VIP page appends the account's pay tag. */
  dataSuffix?: Hex;
}

export interface AnvilPaymentChain {
  /** The token VIP accepts on this chain. */
  token: TestToken;
  /** A second TestUSDT at another address: the same name, symbol and decimals, not accepted. */
  otherToken: TestToken;
  testClient: TestClient;
  /** createVipEnvironment() as the server builds it from the env, with a clock the test moves. */
  env: VipEnvironment;
  clock: Date;
  advance(milliseconds: number): void;
  /** Sends a token transfer without waiting for it to be mined. */
  send(spec: TransferSpec): Promise<Hash>;
  /** Sends a transfer and mines until it has `confirmations` (its own block counts as the first). */
  transfer(spec: TransferSpec, confirmations?: number): Promise<Hash>;
  mine(blocks: number): Promise<void>;
  /** Stops anvil and restores the env variables it set. */
  stop(): Promise<void>;
}

/** Starts anvil, deploys both tokens, funds the payers and points the VIP env variables at them. */
export async function startAnvilPaymentChain(): Promise<AnvilPaymentChain> {
  const anvil: AnvilInstance = await startAnvil({ chainId: ANVIL_VIP_CHAIN_ID });
  const saved: Record<string, string | undefined> = {};
  const restoreEnv = () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  try {
    const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    const token = await deployTestToken(anvil.rpcUrl);
    const otherToken = await deployTestToken(anvil.rpcUrl);
    for (const holder of [PAYER, OTHER_SENDER]) {
      await token.mint(holder.address, MINTED);
      await otherToken.mint(holder.address, MINTED);
    }
    const variables = {
      [`CHAIN_RPC_${ANVIL_VIP_CHAIN_ID}`]: anvil.rpcUrl,
      VIP_PAY_ADDRESS_EVM: RECEIVER,
      VIP_PAY_TOKENS: `${ANVIL_VIP_CHAIN_ID}:${token.address}:${TEST_TOKEN_DECIMALS}`,
      VIP_CONFIRMATIONS: `${ANVIL_VIP_CHAIN_ID}:${ANVIL_VIP_CONFIRMATIONS}`,
      VIP_REFERRAL_RATE: '0.3',
    };
    for (const [name, value] of Object.entries(variables)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }

    const mine = (blocks: number) => (blocks > 0 ? testClient.mine({ blocks }) : Promise.resolve());
    const send = ({ amount, token: sent = token, from = PAYER, to = RECEIVER, gas, dataSuffix }: TransferSpec) =>
      sent.transfer(from, to, amount, { gas, dataSuffix });
    const chain: AnvilPaymentChain = {
      token,
      otherToken,
      testClient,
      env: { ...createVipEnvironment(), now: () => chain.clock },
      clock: new Date(),
      advance(milliseconds) {
        chain.clock = new Date(chain.clock.getTime() + milliseconds);
      },
      send,
      async transfer(spec, confirmations = ANVIL_VIP_CONFIRMATIONS) {
        const hash = await send(spec);
        await token.publicClient.waitForTransactionReceipt({ hash });
        await mine(confirmations - 1);
        return hash;
      },
      mine,
      async stop() {
        restoreEnv();
        await anvil.stop();
      },
    };
    return chain;
  } catch (error) {
    restoreEnv();
    await anvil.stop();
    throw error;
  }
}
