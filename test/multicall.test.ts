import { readFileSync } from 'node:fs';
import { decodeFunctionResult, encodeFunctionData, toFunctionSelector } from 'viem';
import { MULTICALL3_ABI, MULTICALL3_ADDRESS } from '@/chains/evm/balances';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import {
  compileMulticall,
  installMulticall3,
  MULTICALL_ARTIFACT,
  MULTICALL_ARTIFACT_PATH,
  removeMulticall3,
  rpcCall,
  writeMulticallArtifact,
} from '@/test/multicall';

// The balance tests install contracts/test/Multicall3Compatible.sol at Multicall3's address: this checks the committed
// artifact and that the contract answers with Multicall3's interface.
// After editing the source: UPDATE_MULTICALL_ARTIFACT=1 npx jest test/multicall --selectProjects unit,
// then npx biome check --write contracts/test (the formatter owns the JSON layout).
const SOLC_TIMEOUT_MS = 60_000;

describe('Multicall3Compatible artifact', () => {
  it(
    'is what a fresh compile of the source gives',
    async () => {
      const compiled = await compileMulticall();
      if (process.env.UPDATE_MULTICALL_ARTIFACT === '1') writeMulticallArtifact(compiled);
      expect(JSON.parse(readFileSync(MULTICALL_ARTIFACT_PATH, 'utf8'))).toEqual(JSON.parse(JSON.stringify(compiled)));
    },
    SOLC_TIMEOUT_MS,
  );

  it("has Multicall3's selectors for aggregate3, getEthBalance and getBlockNumber", () => {
    const selectors = MULTICALL_ARTIFACT.abi
      .filter((item) => item.type === 'function')
      .map((item) => toFunctionSelector(item));
    // Multicall3 (mds1/multicall): aggregate3((address,bool,bytes)[]), getEthBalance(address), getBlockNumber().
    expect(selectors.sort()).toEqual(['0x4d2301cc', '0x82ad56cb', '0x42cbb15c'].sort());
  });
});

describe('Multicall3Compatible on anvil', () => {
  let anvil: AnvilInstance | undefined;

  beforeAll(async () => {
    anvil = await startAnvil();
  }, 30_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  it('is absent from a fresh anvil, and installed and removed at the canonical address', async () => {
    const url = anvil?.rpcUrl as string;
    expect(await rpcCall(url, 'eth_getCode', [MULTICALL3_ADDRESS, 'latest'])).toBe('0x');
    await installMulticall3(url);
    expect(await rpcCall(url, 'eth_getCode', [MULTICALL3_ADDRESS, 'latest'])).toBe(MULTICALL_ARTIFACT.deployedBytecode);
    await removeMulticall3(url);
    expect(await rpcCall(url, 'eth_getCode', [MULTICALL3_ADDRESS, 'latest'])).toBe('0x');
  });

  it('answers aggregate3 with per-call success and getEthBalance', async () => {
    const url = anvil?.rpcUrl as string;
    await installMulticall3(url);
    const owner = '0x00000000000000000000000000000000000000aa';
    await rpcCall(url, 'anvil_setBalance', [owner, '0x1234']);
    const data = encodeFunctionData({
      abi: MULTICALL3_ABI,
      functionName: 'aggregate3',
      args: [
        [
          {
            target: MULTICALL3_ADDRESS,
            allowFailure: true,
            callData: encodeFunctionData({ abi: MULTICALL3_ABI, functionName: 'getEthBalance', args: [owner] }),
          },
          // No such function on the contract: reverts, allowed to fail.
          { target: MULTICALL3_ADDRESS, allowFailure: true, callData: '0xdeadbeef' },
        ],
      ],
    });
    const answer = await rpcCall<`0x${string}`>(url, 'eth_call', [{ to: MULTICALL3_ADDRESS, data }, 'latest']);
    const [balance, reverted] = decodeFunctionResult({ abi: MULTICALL3_ABI, functionName: 'aggregate3', data: answer });
    expect(balance.success).toBe(true);
    expect(BigInt(balance.returnData)).toBe(0x1234n);
    expect(reverted).toEqual({ success: false, returnData: '0x' });

    const strict = encodeFunctionData({
      abi: MULTICALL3_ABI,
      functionName: 'aggregate3',
      args: [[{ target: MULTICALL3_ADDRESS, allowFailure: false, callData: '0xdeadbeef' }]],
    });
    await expect(rpcCall(url, 'eth_call', [{ to: MULTICALL3_ADDRESS, data: strict }, 'latest'])).rejects.toThrow(
      /revert/i,
    );
  });
});
