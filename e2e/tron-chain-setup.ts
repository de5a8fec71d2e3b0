import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tronAddressFromHex, tronAddressToEvmHex } from '@/chains/tron/address';
import { generateTronPrivateKey, tronAddressFromPrivateKey } from '@/chains/tron/keys';
import multisendArtifact from '@/contracts/multisend/Multisend.json';
import { ANVIL_ACCOUNTS, deployTestToken, type TestToken } from '../test/erc20';
import { MULTICALL_ARTIFACT, rpcCall } from '../test/multicall';
import { waitForReceipt } from '../test/tron-stand-in/anvil-executor';
import { startTronStandIn, type TronStandIn } from '../test/tron-stand-in/server';
import type { TronChainInfo } from './server';

// Global setup's Tron part: the TronGrid stand-in (test/tron-stand-in over its own anvil) in the jest process, our
// Multisend and Multicall3 on it, a 6-decimal TestUSDT, and the site's settings pointing TRON_API_URL at it. The
// test files run in other processes: they fund accounts, force a refusal and read balances through a small control
// server beside it (never through the site, whose relay serves /wallet/* only).

const HANDLE = Symbol.for('chainkit.e2e.tronStandIn');
const MULTICALL_EVM = '0x00000000000000000000000000000000000ca113';

type Holder = { [HANDLE]?: { standIn: TronStandIn; control: Server } };

export interface StartedTronChain {
  info: TronChainInfo;
  /** For startNext: the relay reads the stand-in, batches go through its Multisend, fees to the run's receiver. */
  env: Record<string, string>;
}

/** What the control server does: { action, address?, sun?, amount?, count? } → JSON. */
async function control(standIn: TronStandIn, token: TestToken, body: Record<string, string>) {
  const evm = () => tronAddressToEvmHex(body.address) as `0x${string}`;
  switch (body.action) {
    case 'setBalance':
      await standIn.setBalance(body.address, BigInt(body.sun));
      return { ok: true };
    case 'mint':
      await token.mint(evm(), BigInt(body.amount));
      return { ok: true };
    case 'refuseNextBroadcasts':
      standIn.refuseNextBroadcasts(Number(body.count));
      return { ok: true };
    case 'balances': {
      const data = `0x70a08231${evm().slice(2).padStart(64, '0')}`;
      const tokens = await rpcCall<string>(standIn.anvilRpcUrl, 'eth_call', [{ to: token.address, data }, 'latest']);
      const exists = standIn.chain.account(evm().toLowerCase()) !== undefined;
      return { sun: (await standIn.balance(body.address)).toString(), token: BigInt(tokens).toString(), exists };
    }
    default:
      throw new Error(`unknown action ${body.action}`);
  }
}

function startControl(standIn: TronStandIn, token: TestToken): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void control(standIn, token, JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'))
        .then((answer) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)))
        .catch((error: unknown) => response.writeHead(500).end(String(error)));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function startTronChain(): Promise<StartedTronChain> {
  const standIn = await startTronStandIn();
  try {
    const hash = await rpcCall<string>(standIn.anvilRpcUrl, 'eth_sendTransaction', [
      { from: ANVIL_ACCOUNTS[0].address, data: multisendArtifact.bytecode, gas: '0x1000000' },
    ]);
    const receipt = await waitForReceipt<{ contractAddress: string }>(standIn.anvilRpcUrl, hash);
    const multisend = tronAddressFromHex(receipt.contractAddress) as string;
    standIn.registerContract(multisend);
    await rpcCall(standIn.anvilRpcUrl, 'anvil_setCode', [MULTICALL_EVM, MULTICALL_ARTIFACT.deployedBytecode]);
    const multicall = tronAddressFromHex(MULTICALL_EVM) as string;
    standIn.registerContract(multicall);
    const token = await deployTestToken(standIn.anvilRpcUrl);
    const tokenAddress = tronAddressFromHex(token.address) as string;
    standIn.registerContract(tokenAddress);
    standIn.trackTrc20(tokenAddress);
    // A fresh receiver nobody holds a key of; already an account, as a live one is.
    const feeReceiver = tronAddressFromPrivateKey(generateTronPrivateKey());
    await standIn.setBalance(feeReceiver, 1n);
    const controlServer = await startControl(standIn, token);
    (globalThis as Holder)[HANDLE] = { standIn, control: controlServer };
    return {
      info: {
        apiUrl: standIn.url,
        controlUrl: `http://127.0.0.1:${(controlServer.address() as AddressInfo).port}`,
        multisend,
        multicall,
        token: { address: tokenAddress, decimals: 6, symbol: 'tUSDT' },
        feeReceiver,
      },
      env: {
        TRON_API_URL: standIn.url,
        TRON_MULTISEND_ADDRESS: multisend,
        TRON_MULTICALL_ADDRESS: multicall,
        TRON_FEE_RECEIVER: feeReceiver,
      },
    };
  } catch (error) {
    await standIn.stop();
    throw error;
  }
}

export async function stopTronChain(): Promise<void> {
  const holder = globalThis as Holder;
  const started = holder[HANDLE];
  delete holder[HANDLE];
  if (!started) return;
  started.control.closeAllConnections();
  await new Promise<void>((resolve) => started.control.close(() => resolve()));
  await started.standIn.stop();
}
