import { type Address, encodeAbiParameters, parseAbiParameters, parseEther } from 'viem';
import { connectLocalChain, freshAddresses, type LocalChain } from '@/chains/evm/multisend/test-support';
import { loadTokenBytecode } from '@/chains/evm/token/artifacts';
import { buildTokenDeployment, type TokenLaunch } from '@/chains/evm/token/deploy';
import { TOKEN_VARIANTS, variantParts } from '@/chains/evm/token/variants';
import { TOKEN_COMPILER_SETTINGS } from '@/contracts/tooling/checked-in-contracts';
import { type ContractSpec, compileContract } from '@/contracts/tooling/compile';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS } from '@/test/erc20';

// Deployment gas of token/publish per option set, two designs on one anvil, from receipts: the checked-in templates
// (one contract per option set, contracts/token) against one configurable contract with immutable flags
// (bench/contracts/ChainkitConfigurableToken.sol, same ERC-20 core, same compiler settings). Plus the gas of a plain
// transfer under each. Prints a table; asserts only that every deployment succeeded. The fee (0.01 ETH to a fresh
// address) is charged in every deployment, as a configured fee would be.

const DEPLOYER = ANVIL_ACCOUNTS[1];
const CONFIGURABLE_SPEC: ContractSpec = {
  contractName: 'ChainkitConfigurableToken',
  sourcePath: 'bench/contracts/ChainkitConfigurableToken.sol',
  settings: {
    ...TOKEN_COMPILER_SETTINGS,
    outputSelection: { '*': { ChainkitConfigurableToken: ['abi', 'evm.bytecode.object'] } },
  },
};
const FEE = parseEther('0.01');
const TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const;

jest.setTimeout(300_000);

describe('token publish deployment gas', () => {
  let anvil: AnvilInstance | undefined;
  let local: LocalChain;

  beforeAll(async () => {
    anvil = await startAnvil();
    local = await connectLocalChain(anvil.rpcUrl);
  }, 60_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  async function deployData(data: `0x${string}`, value: bigint): Promise<{ gasUsed: bigint; address: Address }> {
    const hash = await local.walletFor(DEPLOYER).sendTransaction({ data, value });
    const receipt = await local.publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error('deployment failed');
    return { gasUsed: receipt.gasUsed, address: receipt.contractAddress };
  }

  async function transferGas(token: Address): Promise<bigint> {
    const [to] = freshAddresses(1, `bench-transfer-${token}`);
    const hash = await local.walletFor(DEPLOYER).writeContract({
      address: token,
      abi: TRANSFER_ABI,
      functionName: 'transfer',
      args: [to, 1n],
    });
    return (await local.publicClient.waitForTransactionReceipt({ hash })).gasUsed;
  }

  it('per option set: one template each vs one configurable contract', async () => {
    const configurable = await compileContract(CONFIGURABLE_SPEC);
    const rows: Record<string, Record<string, number | string>> = {};
    for (const variant of TOKEN_VARIANTS) {
      const parts = variantParts(variant);
      const [feeReceiver] = freshAddresses(1, `bench-fee-${variant}`);
      const launch: TokenLaunch = {
        ...parts,
        name: 'Bench Token',
        symbol: 'BENCH',
        decimals: 18,
        initialSupply: 1_000_000n * 10n ** 18n,
        receiver: DEPLOYER.address,
        cap: parts.isCapped ? 2_000_000n * 10n ** 18n : 0n,
        owner: DEPLOYER.address,
        isRenounced: false,
      };
      const bytecode = await loadTokenBytecode(variant);
      const template = buildTokenDeployment(launch, bytecode, { receiver: feeReceiver, amount: FEE });
      const templateResult = await deployData(template.data, template.value);

      const [feeReceiver2] = freshAddresses(1, `bench-fee-configurable-${variant}`);
      const features = (parts.isMintable ? 1 : 0) | (parts.isBurnable ? 2 : 0) | (parts.isPausable ? 4 : 0);
      const configurableArguments = encodeAbiParameters(
        parseAbiParameters('string, string, uint8, uint256, address, uint256, address, address, uint8'),
        [
          launch.name,
          launch.symbol,
          18,
          launch.initialSupply,
          DEPLOYER.address,
          launch.cap,
          DEPLOYER.address,
          feeReceiver2,
          features,
        ],
      );
      const configurableResult = await deployData(`${configurable.bytecode}${configurableArguments.slice(2)}`, FEE);
      const templateGas = Number(templateResult.gasUsed);
      const configurableGas = Number(configurableResult.gasUsed);
      rows[variant] = {
        parts:
          [
            parts.isMintable && 'mintable',
            parts.isCapped && 'capped',
            parts.isBurnable && 'burnable',
            parts.isPausable && 'pausable',
          ]
            .filter(Boolean)
            .join(' + ') || 'plain',
        templateBytes: (bytecode.length - 2) / 2,
        templateDeployGas: templateGas,
        configurableDeployGas: configurableGas,
        savedGas: configurableGas - templateGas,
        savedPercent: Number((((configurableGas - templateGas) / configurableGas) * 100).toFixed(1)),
        templateTransferGas: Number(await transferGas(templateResult.address)),
        configurableTransferGas: Number(await transferGas(configurableResult.address)),
      };
    }
    console.info(`configurable contract: ${(configurable.bytecode.length - 2) / 2} bytes of creation code`);
    console.table(rows);
    expect(Object.keys(rows)).toHaveLength(TOKEN_VARIANTS.length);
  });
});
