import { readFileSync } from 'node:fs';
import {
  type Abi,
  type Address,
  createTestClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  maxUint256,
  type PublicClient,
  parseAbi,
  publicActions,
  type TestClient,
  toHex,
  type WalletClient,
  zeroAddress,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import artifact from '@/contracts/test/TestTradeToken.json';
import { type ChainDexes, chainDexes, type Dex, findDex, PERMIT2_ADDRESS, type V2Dex } from '../registry';

// Test support only (Node): Uniswap V2 and V3 and PancakeSwap V2 deployed on a local anvil from the npm artifacts kept
// as devDependencies (@uniswap/v2-core 1.0.1, v2-periphery 1.1.0-beta.0, v3-core 1.0.1, v3-periphery 1.4.4,
// swap-router-contracts 1.3.1, @pancakeswap-libs/pancake-swap-core 0.1.0). No contract source is copied into the
// repository: the bytecode is read from node_modules at test time. Every runtime fits EIP-170 (the largest,
// SwapRouter02, is 24,497 of 24,576 bytes), so a default anvil takes them.

interface NpmArtifact {
  abi: Abi;
  bytecode: Hex;
}

function npmArtifact(modulePath: string): NpmArtifact {
  const json = JSON.parse(readFileSync(require.resolve(modulePath), 'utf8')) as { abi: Abi; bytecode: string };
  const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`;
  return { abi: json.abi, bytecode: bytecode as Hex };
}

export const ARTIFACTS = {
  weth: () => npmArtifact('@uniswap/v2-periphery/build/WETH9.json'),
  v2Factory: () => npmArtifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
  v2Pair: () => npmArtifact('@uniswap/v2-core/build/UniswapV2Pair.json'),
  v2Router: () => npmArtifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  v3Factory: () => npmArtifact('@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json'),
  positionManager: () =>
    npmArtifact(
      '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
    ),
  quoterV2: () => npmArtifact('@uniswap/swap-router-contracts/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json'),
  swapRouter02: () =>
    npmArtifact('@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json'),
  v3Pool: () => npmArtifact('@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json'),
  universalRouter: () =>
    npmArtifact('@uniswap/universal-router/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json'),
  pancakeFactory: () => npmArtifact('@pancakeswap-libs/pancake-swap-core/build/PancakeFactory.json'),
  pancakePair: () => npmArtifact('@pancakeswap-libs/pancake-swap-core/build/PancakePair.json'),
};

/** The init-code hash Uniswap's Router02 has compiled in (UniswapV2Library.pairFor): keccak of UniswapV2Pair's code. */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH: Hex = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';

/**
 * PancakeSwap's router is Uniswap's Router02 with one constant changed: the pair init-code hash its library derives
 * pair addresses from. The same here: Router02's npm bytecode with Uniswap's hash replaced by keccak of PancakePair's
 * creation code (the hash PancakeFactory's CREATE2 uses). The hash must occur exactly once, or the patch is refused.
 */
export function pancakeRouterArtifact(): NpmArtifact {
  const router = ARTIFACTS.v2Router();
  const uniswapHash = UNISWAP_V2_PAIR_INIT_CODE_HASH.slice(2);
  const pancakeHash = keccak256(ARTIFACTS.pancakePair().bytecode).slice(2);
  const at = router.bytecode.indexOf(uniswapHash);
  if (at < 0 || router.bytecode.indexOf(uniswapHash, at + 1) >= 0) {
    throw new Error("Router02's bytecode does not hold Uniswap's pair init-code hash exactly once");
  }
  return { abi: router.abi, bytecode: router.bytecode.replace(uniswapHash, pancakeHash) as Hex };
}

/**
 * Permit2's runtime code, as @uniswap/v4-periphery 1.0.3 ships it for tests (lib/permit2/test/utils/DeployPermit2.sol,
 * the `hex"…"` literal): read from node_modules, installed at the canonical address with anvil_setCode.
 */
export function permit2RuntimeCode(): Hex {
  const source = readFileSync(
    require.resolve('@uniswap/v4-periphery/lib/permit2/test/utils/DeployPermit2.sol'),
    'utf8',
  );
  const match = /hex"([0-9a-fA-F]+)"/.exec(source);
  if (!match) throw new Error('No Permit2 bytecode in DeployPermit2.sol');
  return `0x${match[1]}`;
}

/** Anvil's dev account #9 (public test key): the stand's deployer, minter and liquidity provider. */
export const STAND_DEPLOYER: PrivateKeyAccount = privateKeyToAccount(
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
);
const DEFAULT_DEPLOYER = STAND_DEPLOYER;

export const TEST_TRADE_TOKEN_ABI = artifact.abi as Abi;
const TOKEN_BYTECODE = artifact.bytecode as Hex;

const ROUTER_ABI = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
]);
const FACTORY_ABI = parseAbi([
  'function getPair(address, address) view returns (address)',
  'function INIT_CODE_PAIR_HASH() view returns (bytes32)',
]);
const V3_FACTORY_ABI = parseAbi(['function getPool(address, address, uint24) view returns (address)']);
const NPM_ABI = parseAbi([
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function refundETH() payable',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
]);
const TOKEN_ABI = parseAbi([
  'function mint(address to, uint256 value)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function setSellBlockedTo(address target)',
  'function setFeeBps(uint16 feeBps)',
  'function balanceOf(address) view returns (uint256)',
]);

export interface DexStand {
  /** Deploys, mints and provides liquidity (STAND_DEPLOYER unless another account was given). */
  deployer: PrivateKeyAccount;
  client: PublicClient;
  testClient: TestClient;
  wallet: WalletClient;
  weth: Address;
  v2Factory: Address;
  v2Router: Address;
  v3Factory: Address;
  positionManager: Address;
  quoterV2: Address;
  swapRouter02: Address;
  /** Uniswap's Universal Router 2.1.0 over these V2 and V3 factories (zero without V3), and Permit2. */
  universalRouter: Address;
  permit2: Address;
  /** PancakeFactory and the Router02 patched to its pair (zero without PancakeSwap). */
  pancakeFactory: Address;
  pancakeRouter: Address;
  /**
   * The registry entry of the stand's chain: Uniswap V2 and V3 at the stand's addresses, and the registry's own
   * BSC `pancake-v2` entry pointed at the stand's PancakeSwap V2.
   */
  dexes: ChainDexes;
}

const FAR_DEADLINE = 2n ** 40n;

function v2Entry(factory: Address, router: Address): Dex {
  return { kind: 'v2', id: 'uniswap-v2', name: 'Uniswap V2', factory, router, feeBps: 30 };
}

/** BNB Chain's registry entries: its wrapped coin and `pancake-v2`, the route bsc/batch/trade trades through. */
function bscPancakeV2(): { wbnb: Address; listed: V2Dex } {
  const bsc = chainDexes(56);
  const listed = bsc && findDex(bsc, 'pancake-v2');
  if (!bsc || listed?.kind !== 'v2') throw new Error('The registry lists no PancakeSwap V2 on BNB Chain');
  return { wbnb: bsc.wrappedNative, listed };
}
/** Full-range ticks for the 0.3 % tier (tick spacing 60). */
const MIN_TICK_60 = -887220;
const MAX_TICK_60 = 887220;

export interface StandOptions {
  /** A shared chain (the e2e run's anvil) takes a fresh funded account, so no other test's nonces are touched. */
  deployer?: PrivateKeyAccount;
  /**
   * False: V2 only (WETH9, factory, Router02: three deployments instead of eight, for a chain shared with other
   * tests); the V3 and Universal Router addresses are then the zero address and the registry entry lists V2 alone.
   */
  withV3?: boolean;
  /** PancakeSwap V2 (PancakeFactory and the patched Router02, over the same WETH9): as `withV3` unless given. */
  withPancakeV2?: boolean;
}

export async function deployDexStand(rpcUrl: string, chainId: number, options: StandOptions = {}): Promise<DexStand> {
  const STAND_DEPLOYER = options.deployer ?? DEFAULT_DEPLOYER;
  const withV3 = options.withV3 ?? true;
  const withPancakeV2 = options.withPancakeV2 ?? withV3;
  const transport = http(rpcUrl);
  const chain = {
    id: chainId,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
  const wallet = createWalletClient({ account: STAND_DEPLOYER, chain, transport });
  const client = wallet.extend(publicActions) as unknown as PublicClient;
  const testClient = createTestClient({ mode: 'anvil', chain, transport });
  let nonce = await client.getTransactionCount({ address: STAND_DEPLOYER.address });
  // Every deployment is sent at once with explicit nonces (anvil mines each on arrival); addresses follow from them.
  const deploy = async (art: NpmArtifact, args: readonly unknown[] = []): Promise<Address> => {
    const address = getContractAddress({ from: STAND_DEPLOYER.address, nonce: BigInt(nonce) });
    const hash = await wallet.deployContract({
      abi: art.abi,
      bytecode: art.bytecode,
      args,
      nonce: nonce++,
      gas: 12_000_000n,
      chain,
      account: STAND_DEPLOYER,
    });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== 'success') throw new Error('deployment reverted');
    return address;
  };
  const weth = await deploy(ARTIFACTS.weth());
  const v2Factory = await deploy(ARTIFACTS.v2Factory(), [STAND_DEPLOYER.address]);
  const v2Router = await deploy(ARTIFACTS.v2Router(), [v2Factory, weth]);
  let pancakeFactory: Address = zeroAddress;
  let pancakeRouter: Address = zeroAddress;
  if (withPancakeV2) {
    pancakeFactory = await deploy(ARTIFACTS.pancakeFactory(), [STAND_DEPLOYER.address]);
    pancakeRouter = await deploy(pancakeRouterArtifact(), [pancakeFactory, weth]);
    // The factory deploys the pair its own bytecode embeds: the router's hash must be that one's.
    const factoryHash = await client.readContract({
      address: pancakeFactory,
      abi: FACTORY_ABI,
      functionName: 'INIT_CODE_PAIR_HASH',
    });
    if (factoryHash !== keccak256(ARTIFACTS.pancakePair().bytecode)) {
      throw new Error(`PancakeFactory's pair init-code hash ${factoryHash} is not PancakePair's`);
    }
  }
  // The registry's own BNB Chain entry, pointed at the stand's factory and router.
  const pancake = withPancakeV2 ? [{ ...bscPancakeV2().listed, factory: pancakeFactory, router: pancakeRouter }] : [];
  if (!withV3) {
    return {
      deployer: STAND_DEPLOYER,
      client,
      testClient,
      wallet,
      weth,
      v2Factory,
      v2Router,
      v3Factory: zeroAddress,
      positionManager: zeroAddress,
      quoterV2: zeroAddress,
      swapRouter02: zeroAddress,
      universalRouter: zeroAddress,
      permit2: zeroAddress,
      pancakeFactory,
      pancakeRouter,
      dexes: { chainId, wrappedNative: weth, dexes: [v2Entry(v2Factory, v2Router), ...pancake] },
    };
  }
  const v3Factory = await deploy(ARTIFACTS.v3Factory());
  // The token descriptor is only read by tokenURI, which the tests never call.
  const positionManager = await deploy(ARTIFACTS.positionManager(), [v3Factory, weth, STAND_DEPLOYER.address]);
  const quoterV2 = await deploy(ARTIFACTS.quoterV2(), [v3Factory, weth]);
  const swapRouter02 = await deploy(ARTIFACTS.swapRouter02(), [v2Factory, v3Factory, positionManager, weth]);
  await testClient.setCode({ address: PERMIT2_ADDRESS, bytecode: permit2RuntimeCode() });
  const universalRouter = await deploy(ARTIFACTS.universalRouter(), [
    {
      permit2: PERMIT2_ADDRESS,
      weth9: weth,
      v2Factory,
      v3Factory,
      pairInitCodeHash: keccak256(ARTIFACTS.v2Pair().bytecode),
      poolInitCodeHash: keccak256(ARTIFACTS.v3Pool().bytecode),
      v4PoolManager: zeroAddress,
      v3NFTPositionManager: zeroAddress,
      v4PositionManager: zeroAddress,
      spokePool: zeroAddress,
    },
  ]);
  const universal = { kind: 'universal', router: universalRouter, permit2: PERMIT2_ADDRESS } as const;
  const dexes: ChainDexes = {
    chainId,
    wrappedNative: weth,
    dexes: [
      v2Entry(v2Factory, v2Router),
      {
        kind: 'v3',
        id: 'uniswap-v3',
        name: 'Uniswap V3',
        factory: v3Factory,
        quoter: quoterV2,
        router: swapRouter02,
        feeTiers: [3000, 500, 10000, 100],
      },
      { ...universal, id: 'universal-v2', name: 'Universal Router (V2)', pool: 'v2', factory: v2Factory },
      {
        ...universal,
        id: 'universal-v3',
        name: 'Universal Router (V3)',
        pool: 'v3',
        factory: v3Factory,
        quoter: quoterV2,
        feeTiers: [3000],
      },
      ...pancake,
    ],
  };
  return {
    deployer: STAND_DEPLOYER,
    client,
    testClient,
    wallet,
    weth,
    v2Factory,
    v2Router,
    v3Factory,
    positionManager,
    quoterV2,
    swapRouter02,
    universalRouter,
    permit2: PERMIT2_ADDRESS,
    pancakeFactory,
    pancakeRouter,
    dexes,
  };
}

interface WriteRequest {
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
  chain: WalletClient['chain'];
  account: PrivateKeyAccount;
}

async function send(stand: DexStand, request: WriteRequest): Promise<void> {
  const hash = await stand.wallet.writeContract(request as Parameters<WalletClient['writeContract']>[0]);
  const receipt = await stand.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== 'success') throw new Error(`${String(request.functionName)} reverted`);
}

export interface TokenOptions {
  name?: string;
  symbol?: string;
  /** Transfer fee in basis points (a fee-on-transfer token). */
  feeBps?: number;
}

/** Deploys contracts/test/TestTradeToken.sol and mints `supply` to the deployer. */
export async function deployTradeToken(stand: DexStand, supply: bigint, options: TokenOptions = {}): Promise<Address> {
  const hash = await stand.wallet.deployContract({
    abi: TEST_TRADE_TOKEN_ABI,
    bytecode: TOKEN_BYTECODE,
    args: [options.name ?? 'Trade Token', options.symbol ?? 'TRD', options.feeBps ?? 0],
    chain: stand.wallet.chain,
    account: stand.deployer,
  });
  const receipt = await stand.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  const token = receipt.contractAddress as Address;
  await send(stand, {
    address: token,
    abi: TOKEN_ABI,
    functionName: 'mint',
    args: [stand.deployer.address, supply],
    chain: stand.wallet.chain,
    account: stand.deployer,
  });
  for (const spender of [stand.v2Router, stand.positionManager, stand.pancakeRouter]) {
    if (spender === zeroAddress) continue;
    await send(stand, {
      address: token,
      abi: TOKEN_ABI,
      functionName: 'approve',
      args: [spender, maxUint256],
      chain: stand.wallet.chain,
      account: stand.deployer,
    });
  }
  return token;
}

/**
 * A V2 token/WETH pair holding `tokens` against `coins`, on Uniswap V2 or (`'pancake'`) on the stand's PancakeSwap V2;
 * its address.
 */
export async function addV2Liquidity(
  stand: DexStand,
  token: Address,
  tokens: bigint,
  coins: bigint,
  on: 'uniswap' | 'pancake' = 'uniswap',
): Promise<Address> {
  const router = on === 'pancake' ? stand.pancakeRouter : stand.v2Router;
  if (router === zeroAddress) throw new Error('The stand was deployed without PancakeSwap V2');
  await addLiquidityETH(stand, router, token, tokens, coins);
  return v2PairOf(stand, token, on);
}

async function addLiquidityETH(stand: DexStand, router: Address, token: Address, tokens: bigint, coins: bigint) {
  await send(stand, {
    address: router,
    abi: ROUTER_ABI,
    functionName: 'addLiquidityETH',
    args: [token, tokens, 0n, 0n, stand.deployer.address, FAR_DEADLINE],
    value: coins,
    chain: stand.wallet.chain,
    account: stand.deployer,
  });
}

/** The token/WETH pair's address on Uniswap V2 or PancakeSwap V2 (zero if none). */
export async function v2PairOf(
  stand: DexStand,
  token: Address,
  on: 'uniswap' | 'pancake' = 'uniswap',
): Promise<Address> {
  return stand.client.readContract({
    address: on === 'pancake' ? stand.pancakeFactory : stand.v2Factory,
    abi: FACTORY_ABI,
    functionName: 'getPair',
    args: [token, stand.weth],
  });
}

/** Integer square root (Newton), for the pool's starting sqrtPriceX96. */
function sqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = value;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + value / x) / 2n;
  }
  return x;
}

/**
 * A full-range V3 token/WETH pool (0.3 % tier) started at the price coins/tokens, with that much liquidity minted
 * through the NonfungiblePositionManager; the pool's address.
 */
export async function addV3Liquidity(stand: DexStand, token: Address, tokens: bigint, coins: bigint): Promise<Address> {
  const fee = 3000;
  const tokenIsToken0 = BigInt(token) < BigInt(stand.weth);
  const [token0, token1] = tokenIsToken0 ? [token, stand.weth] : [stand.weth, token];
  const [amount0, amount1] = tokenIsToken0 ? [tokens, coins] : [coins, tokens];
  const sqrtPriceX96 = sqrt((amount1 << 192n) / amount0);
  const chain = stand.wallet.chain;
  await send(stand, {
    address: stand.positionManager,
    abi: NPM_ABI,
    functionName: 'createAndInitializePoolIfNecessary',
    args: [token0, token1, fee, sqrtPriceX96],
    chain,
    account: stand.deployer,
  });
  await send(stand, {
    address: stand.positionManager,
    abi: NPM_ABI,
    functionName: 'mint',
    args: [
      {
        token0,
        token1,
        fee,
        tickLower: MIN_TICK_60,
        tickUpper: MAX_TICK_60,
        amount0Desired: amount0,
        amount1Desired: amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: stand.deployer.address,
        deadline: FAR_DEADLINE,
      },
    ],
    value: coins,
    chain,
    account: stand.deployer,
  });
  return stand.client.readContract({
    address: stand.v3Factory,
    abi: V3_FACTORY_ABI,
    functionName: 'getPool',
    args: [token, stand.weth, fee],
  });
}

/** Makes the token a honeypot: nobody but the deployer can transfer it to `pair` any more (no sells). */
export async function blockSellsTo(stand: DexStand, token: Address, pair: Address): Promise<void> {
  await send(stand, {
    address: token,
    abi: TOKEN_ABI,
    functionName: 'setSellBlockedTo',
    args: [pair],
    chain: stand.wallet.chain,
    account: stand.deployer,
  });
}

/** Sets the token's transfer fee (basis points): a token that becomes fee-on-transfer after its pools exist. */
export async function setTransferFee(stand: DexStand, token: Address, feeBps: number): Promise<void> {
  await send(stand, {
    address: token,
    abi: TOKEN_ABI,
    functionName: 'setFeeBps',
    args: [feeBps],
    chain: stand.wallet.chain,
    account: stand.deployer,
  });
}

export async function tokenBalance(stand: DexStand, token: Address, owner: Address): Promise<bigint> {
  return stand.client.readContract({ address: token, abi: TOKEN_ABI, functionName: 'balanceOf', args: [owner] });
}

/** evm_snapshot / evm_revert: each test starts from the state the suite set up, in milliseconds. */
export async function snapshot(stand: DexStand): Promise<Hex> {
  return stand.testClient.snapshot();
}

export async function revert(stand: DexStand, id: Hex): Promise<void> {
  await stand.testClient.revert({ id });
}

/**
 * BNB Chain's PancakeSwap V2 at its mainnet addresses, on an anvil started with chain id 56: the registry's own
 * `pancake-v2` entry and WBNB, untouched, reach the stand (bsc/batch/trade's default route, as the page picks it).
 * WETH9's and PancakeFactory's runtime code are placed at WBNB's and the factory's addresses by anvil_setCode (neither
 * has immutables), with the first storage slots their constructors wrote (WETH9's name, symbol and decimals, the
 * factory's feeToSetter; their mappings are still empty); the patched Router02 is deployed with those two addresses as
 * its immutables and its runtime placed at the router's address. The factory's CREATE2 pairs then sit
 * where the router derives them. Liquidity: `addBscPancakeLiquidity`.
 */
export async function placePancakeV2AtBscAddresses(stand: DexStand): Promise<V2Dex> {
  const { wbnb, listed } = bscPancakeV2();
  if ((await stand.client.getChainId()) !== 56) throw new Error('Start anvil with chain id 56 for BNB Chain addresses');
  const runtime = async (address: Address): Promise<Hex> => {
    const code = await stand.client.getCode({ address });
    if (!code || code === '0x') throw new Error(`No code at ${address}`);
    return code;
  };
  // Both keep their state in slots 0–4 (WETH9: name, symbol, decimals, then its two mappings; the factory: feeTo,
  // feeToSetter, then getPair and allPairs, both still empty).
  const place = async (from: Address, to: Address) => {
    await stand.testClient.setCode({ address: to, bytecode: await runtime(from) });
    for (let index = 0; index < 5; index += 1) {
      const slot = toHex(index, { size: 32 });
      const value = (await stand.client.getStorageAt({ address: from, slot })) ?? toHex(0, { size: 32 });
      await stand.testClient.setStorageAt({ address: to, index: slot, value });
    }
  };
  await place(stand.weth, wbnb);
  await place(stand.pancakeFactory, listed.factory);
  const router = pancakeRouterArtifact();
  const hash = await stand.wallet.deployContract({
    abi: router.abi,
    bytecode: router.bytecode,
    args: [listed.factory, wbnb],
    chain: stand.wallet.chain,
    account: stand.deployer,
  });
  const receipt = await stand.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  await stand.testClient.setCode({
    address: listed.router,
    bytecode: await runtime(receipt.contractAddress as Address),
  });
  return listed;
}

/** A token/WBNB pair on `placePancakeV2AtBscAddresses`'s PancakeSwap V2, through the router at its BSC address. */
export async function addBscPancakeLiquidity(
  stand: DexStand,
  token: Address,
  tokens: bigint,
  coins: bigint,
): Promise<Address> {
  const { wbnb, listed } = bscPancakeV2();
  await send(stand, {
    address: token,
    abi: TOKEN_ABI,
    functionName: 'approve',
    args: [listed.router, maxUint256],
    chain: stand.wallet.chain,
    account: stand.deployer,
  });
  await addLiquidityETH(stand, listed.router, token, tokens, coins);
  return stand.client.readContract({
    address: listed.factory,
    abi: FACTORY_ABI,
    functionName: 'getPair',
    args: [token, wbnb],
  });
}
