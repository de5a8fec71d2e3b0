import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS, deployTestToken, TEST_TOKEN_DECIMALS } from '@/test/erc20';

// The readers' tests pay with TestUSDT: this checks the token itself (its artifact is checked with the other
// contracts' in chains/evm/multisend/artifact.test.ts).

describe('TestUSDT on anvil', () => {
  let anvil: AnvilInstance | undefined;

  beforeAll(async () => {
    anvil = await startAnvil();
  }, 30_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  it("signs with anvil's own funded accounts", async () => {
    const response = await fetch(anvil?.rpcUrl as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_accounts', params: [] }),
    });
    const { result } = (await response.json()) as { result: string[] };
    expect(result.slice(0, 3)).toEqual(ANVIL_ACCOUNTS.map((account) => account.address.toLowerCase()));
  });

  it('has 6 decimals, mints and transfers', async () => {
    const token = await deployTestToken(anvil?.rpcUrl as string);
    const [payer, receiver] = [ANVIL_ACCOUNTS[1].address, ANVIL_ACCOUNTS[2].address];
    expect(
      await token.publicClient.readContract({
        address: token.address,
        abi: [
          { type: 'function', name: 'decimals', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint8' }] },
        ],
        functionName: 'decimals',
      }),
    ).toBe(TEST_TOKEN_DECIMALS);
    await token.mint(payer, 5_000_000n);
    const hash = await token.transfer(ANVIL_ACCOUNTS[1], receiver, 1_250_000n);
    expect((await token.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await token.balanceOf(payer)).toBe(3_750_000n);
    expect(await token.balanceOf(receiver)).toBe(1_250_000n);
  });
});
