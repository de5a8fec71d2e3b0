import { type Address, encodeFunctionData, erc20Abi, type Hex, parseEther, zeroAddress } from 'viem';
import { connectLocalChain, freshAddresses, type LocalChain } from '@/chains/evm/multisend/test-support';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { TOKEN_ABI } from './abi';
import { loadTokenBytecode } from './artifacts';
import { buildTokenDeployment, type PublishFee, type TokenLaunch } from './deploy';
import { tokenPublishFee } from './fees';
import { checkLaunch, readTokenState } from './read-back';
import { hasOwner, TOKEN_VARIANTS, type TokenVariant, variantParts } from './variants';

// Every option set of token/publish deployed on a real anvil from the checked-in artifacts, as the page deploys it:
// each field read back from the chain, the fee received by the fee receiver, and what each part allows and refuses.

jest.setTimeout(120_000);

const DEPLOYER = ANVIL_ACCOUNTS[1];
const OTHER = ANVIL_ACCOUNTS[2];
const FEE_WEI = parseEther('0.05');
const SUPPLY = 1_000_000n * 10n ** 18n;
const CAP = 2_000_000n * 10n ** 18n;

let anvil: AnvilInstance | undefined;
let local: LocalChain;
let feeReceiver: Address;

beforeAll(async () => {
  anvil = await startAnvil();
  local = await connectLocalChain(anvil.rpcUrl);
  [feeReceiver] = freshAddresses(1, 'token-publish-fee');
}, 30_000);

afterAll(async () => {
  await anvil?.stop();
});

function launchOf(variant: TokenVariant, isRenounced: boolean, receiver: Address): TokenLaunch {
  return {
    ...variantParts(variant),
    name: `Launch ${variant}`,
    symbol: variant.slice(8, 14).toUpperCase(),
    decimals: 18,
    initialSupply: SUPPLY,
    receiver,
    cap: variantParts(variant).isCapped ? CAP : 0n,
    owner: DEPLOYER.address,
    isRenounced,
  };
}

async function deploy(launch: TokenLaunch, fee: PublishFee | undefined): Promise<{ token: Address; gasUsed: bigint }> {
  const deployment = buildTokenDeployment(launch, await loadTokenBytecode(tokenVariantOf(launch)), fee);
  const hash = await local.walletFor(DEPLOYER).sendTransaction({ data: deployment.data, value: deployment.value });
  const receipt = await local.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`${deployment.variant} failed`);
  return { token: receipt.contractAddress, gasUsed: receipt.gasUsed };
}

const tokenVariantOf = (launch: TokenLaunch) => buildTokenDeployment(launch, '0x', undefined).variant;

/** Sends a call from `account`; answers whether it went through (a refusal shows up in eth_estimateGas). */
async function tryCall(account: (typeof ANVIL_ACCOUNTS)[number], token: Address, data: Hex): Promise<boolean> {
  try {
    const hash = await local.walletFor(account).sendTransaction({ to: token, data });
    return (await local.publicClient.waitForTransactionReceipt({ hash })).status === 'success';
  } catch {
    return false;
  }
}

const call = (functionName: string, args: readonly unknown[] = []) =>
  encodeFunctionData({ abi: TOKEN_ABI, functionName, args } as never);

const cases = TOKEN_VARIANTS.flatMap((variant) =>
  hasOwner(variantParts(variant)) ? [[variant, false] as const, [variant, true] as const] : [[variant, false] as const],
);

describe('token templates on anvil', () => {
  it.each(cases)(
    '%s (renounced at creation: %s) deploys, reads back and pays the fee',
    async (variant, isRenounced) => {
      const [receiver] = freshAddresses(1, `receiver-${variant}-${isRenounced}`);
      const launch = launchOf(variant, isRenounced, receiver);
      const fee = tokenPublishFee(
        { receiver: feeReceiver, feesWei: { [local.chain.id]: FEE_WEI.toString() } },
        local.chain.id,
      );
      const feeBefore = await local.publicClient.getBalance({ address: feeReceiver });
      const { token } = await deploy(launch, fee);

      const state = await readTokenState(local.publicClient, token, launch, receiver);
      const checks = checkLaunch(launch, state);
      expect(checks.filter((check) => !check.isMatch)).toEqual([]);
      expect(checks.map((check) => check.field)).toEqual([
        'name',
        'symbol',
        'decimals',
        'totalSupply',
        'holderBalance',
        ...(hasOwner(launch) ? ['owner'] : []),
        ...(launch.isCapped ? ['cap'] : []),
        ...(launch.isPausable ? ['paused'] : []),
      ]);
      expect(state.owner).toBe(hasOwner(launch) ? (isRenounced ? zeroAddress : DEPLOYER.address) : undefined);
      expect(await local.publicClient.getBalance({ address: feeReceiver })).toBe(feeBefore + FEE_WEI);
      // The code holds exactly the parts asked for: a missing part's function does not exist.
      const isOwnerActive = hasOwner(launch) && !isRenounced;
      expect(await tryCall(DEPLOYER, token, call('mint', [receiver, 1n]))).toBe(launch.isMintable && isOwnerActive);
      expect(await tryCall(DEPLOYER, token, call('pause'))).toBe(launch.isPausable && isOwnerActive);
      if (launch.isPausable && isOwnerActive) expect(await tryCall(DEPLOYER, token, call('unpause'))).toBe(true);
    },
  );

  it('charges no fee where none is configured (spec §9 names none for EVM): the value is 0', async () => {
    const [receiver] = freshAddresses(1, 'no-fee');
    expect(tokenPublishFee({ receiver: feeReceiver, feesWei: {} }, local.chain.id)).toBeUndefined();
    expect(tokenPublishFee({ feesWei: { [local.chain.id]: '1' } }, local.chain.id)).toBeUndefined();
    const feeBefore = await local.publicClient.getBalance({ address: feeReceiver });
    const { token } = await deploy(launchOf('ChainkitToken', false, receiver), undefined);
    expect(
      await local.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [receiver],
      }),
    ).toBe(SUPPLY);
    expect(await local.publicClient.getBalance({ address: feeReceiver })).toBe(feeBefore);
  });

  it('holds the cap, lets only the owner mint and pause, and burns', async () => {
    const launch = launchOf('ChainkitTokenMCBP', false, DEPLOYER.address);
    const { token } = await deploy(launch, undefined);
    const balance = (address: Address) =>
      local.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] });

    expect(await tryCall(OTHER, token, call('mint', [OTHER.address, 1n]))).toBe(false);
    expect(await tryCall(DEPLOYER, token, call('mint', [OTHER.address, CAP - SUPPLY + 1n]))).toBe(false);
    expect(await tryCall(DEPLOYER, token, call('mint', [OTHER.address, CAP - SUPPLY]))).toBe(true);
    expect(await balance(OTHER.address)).toBe(CAP - SUPPLY);

    expect(await tryCall(OTHER, token, call('burn', [10n]))).toBe(true);
    expect(await balance(OTHER.address)).toBe(CAP - SUPPLY - 10n);
    // Burnt supply may be minted again, up to the cap.
    expect(await tryCall(DEPLOYER, token, call('mint', [OTHER.address, 10n]))).toBe(true);

    expect(await tryCall(OTHER, token, call('pause'))).toBe(false);
    expect(await tryCall(DEPLOYER, token, call('pause'))).toBe(true);
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEPLOYER.address, 1n] });
    expect(await tryCall(OTHER, token, transfer)).toBe(false);
    expect(await tryCall(DEPLOYER, token, call('unpause'))).toBe(true);
    expect(await tryCall(OTHER, token, transfer)).toBe(true);

    expect(await tryCall(DEPLOYER, token, call('renounceOwnership'))).toBe(true);
    expect(await tryCall(DEPLOYER, token, call('mint', [DEPLOYER.address, 1n]))).toBe(false);
    expect(await local.publicClient.readContract({ address: token, abi: TOKEN_ABI, functionName: 'owner' })).toBe(
      zeroAddress,
    );
  });

  it('refuses an initial supply over the cap, and a fee without a receiver', async () => {
    const overCap = { ...launchOf('ChainkitTokenMC', false, DEPLOYER.address), cap: SUPPLY - 1n };
    await expect(deploy(overCap, undefined)).rejects.toThrow();
    const plain = launchOf('ChainkitToken', false, DEPLOYER.address);
    const bytecode = await loadTokenBytecode('ChainkitToken');
    const deployment = buildTokenDeployment(plain, bytecode, { receiver: zeroAddress, amount: 1n });
    await expect(
      local.walletFor(DEPLOYER).sendTransaction({ data: deployment.data, value: deployment.value }),
    ).rejects.toThrow();
  });
});
