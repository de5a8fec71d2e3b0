import {
  type Abi,
  type Address,
  BaseError,
  decodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  zeroAddress,
} from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import nft721Artifact from '@/contracts/test/TestNFT721.json';
import nft1155Artifact from '@/contracts/test/TestNFT1155.json';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { deployTestToken, TEST_TOKEN_ARTIFACT, type TestToken } from '@/test/erc20';
import { MULTISEND_ABI } from './abi';
import { CREATE2_DEPLOYER_ADDRESS, MULTISEND_ADDRESS } from './address';
import { deployMultisendRequest } from './deploy';
import {
  type AmountTransfer,
  encodeERC20Send,
  encodeERC721Send,
  encodeERC1155BatchSend,
  encodeERC1155Send,
  encodeNativeSend,
  MAX_PACKED_AMOUNT,
  type MultisendCall,
  packTransfer,
} from './encode';
import { isMultisendDeployed, multisendDeploymentStatus } from './status';
import {
  connectLocalChain,
  deployArtifact,
  deployMultisend,
  freshAddresses,
  type LocalChain,
  nativeBalances,
  readAll,
  sendAndWait,
} from './test-support';

// Multisend on a real anvil chain: deployed through the CREATE2 deployer, then every kind of send, the fee and the
// refund checked against balances on chain, and the ways a call must revert as a whole.

const NFT721 = nft721Artifact as { abi: Abi; bytecode: Hex };
const NFT1155 = nft1155Artifact as { abi: Abi; bytecode: Hex };
const NFT_ABI = parseAbi([
  'function mint(address to, uint256 id)',
  'function ownerOf(uint256 id) view returns (address)',
  'function setApprovalForAll(address operator, bool approved)',
]);
const MULTI_TOKEN_ABI = parseAbi([
  'function mint(address to, uint256 id, uint256 value)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
  'function setApprovalForAll(address operator, bool approved)',
]);

describe('Multisend on anvil', () => {
  let anvil: AnvilInstance | undefined;
  let local: LocalChain;
  let token: TestToken;
  let seedCounter = 0;

  beforeAll(async () => {
    anvil = await startAnvil();
    local = await connectLocalChain(anvil.rpcUrl);
    token = await deployTestToken(anvil.rpcUrl);
  }, 30_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  const addresses = (count: number) => freshAddresses(count, `multisend-test:${++seedCounter}`);

  /** A new account with 1,000,000 ETH, so balance deltas in one test are its own. */
  async function fundedAccount(wei = parseEther('1000000')): Promise<PrivateKeyAccount> {
    const account = privateKeyToAccount(generatePrivateKey());
    await local.testClient.setBalance({ address: account.address, value: wei });
    return account;
  }

  async function write(account: PrivateKeyAccount, to: Address, data: Hex): Promise<void> {
    await sendAndWait(local, account, { to, data });
  }

  /** Runs the call with eth_call and decodes the Multisend error it reverts with. */
  async function revertOf(account: PrivateKeyAccount, call: { to: Address; data: Hex; value?: bigint }) {
    try {
      await local.publicClient.call({ account, to: call.to, data: call.data, value: call.value });
    } catch (error) {
      const cause = error instanceof BaseError ? (error.walk() as { data?: Hex | { data?: Hex } }) : undefined;
      const data = typeof cause?.data === 'object' ? cause.data.data : cause?.data;
      if (!data) throw error;
      return decodeErrorResult({ abi: MULTISEND_ABI, data });
    }
    throw new Error('the call did not revert');
  }

  /** Sends and returns what the sender paid in total (value + gas), from the receipt. */
  async function sendCall(account: PrivateKeyAccount, call: MultisendCall, extraValue = 0n): Promise<bigint> {
    const before = await local.publicClient.getBalance({ address: account.address });
    const receipt = await sendAndWait(local, account, { to: call.to, data: call.data, value: call.value + extraValue });
    const after = await local.publicClient.getBalance({ address: account.address });
    return before - after - receipt.gasUsed * receipt.effectiveGasPrice;
  }

  describe('deployment', () => {
    it('is offered where missing and lands at the computed address through the CREATE2 deployer', async () => {
      expect(await multisendDeploymentStatus(local.publicClient)).toBe('deployable');

      const deployerCode = await local.publicClient.getCode({ address: CREATE2_DEPLOYER_ADDRESS });
      await local.testClient.setCode({ address: CREATE2_DEPLOYER_ADDRESS, bytecode: '0x' });
      expect(await multisendDeploymentStatus(local.publicClient)).toBe('no-deployer');
      await local.testClient.setCode({ address: CREATE2_DEPLOYER_ADDRESS, bytecode: deployerCode as Hex });

      const receipt = await deployMultisend(local);
      expect(receipt.status).toBe('success');
      expect(receipt.to?.toLowerCase()).toBe(CREATE2_DEPLOYER_ADDRESS.toLowerCase());
      const code = await local.publicClient.getCode({ address: MULTISEND_ADDRESS });
      expect((code?.length ?? 0) > 2).toBe(true);
      expect(await isMultisendDeployed(local.publicClient)).toBe(true);
    });

    it('detects a second deployment as already deployed, and the deployer would refuse it', async () => {
      expect(await multisendDeploymentStatus(local.publicClient)).toBe('deployed');
      const account = await fundedAccount();
      await expect(local.publicClient.call({ account, ...deployMultisendRequest() })).rejects.toThrow(/revert/i);
    });

    it('holds no value and has no way to receive plain transfers', async () => {
      const account = await fundedAccount();
      await expect(
        local.publicClient.call({ account, to: MULTISEND_ADDRESS, value: 1n, data: '0x' }),
      ).rejects.toThrow();
      expect(await local.publicClient.getBalance({ address: MULTISEND_ADDRESS })).toBe(0n);
    });
  });

  describe('native coin', () => {
    it.each([3, 200])('sends to %i recipients, pays the fee and refunds the excess', async (count) => {
      const sender = await fundedAccount();
      const recipients = addresses(count);
      const [feeRecipient] = addresses(1);
      const transfers = recipients.map((to, index) => ({ to, amount: parseEther('0.01') + BigInt(index) }));
      const fee = { recipient: feeRecipient, amount: parseEther('0.002') };
      const call = encodeNativeSend({ transfers, fee });
      const total = transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
      expect(call.functionName).toBe('sendNative');
      expect(call.value).toBe(total + fee.amount);

      // Half an ether too much: it must come back.
      expect(await sendCall(sender, call, parseEther('0.5'))).toBe(total + fee.amount);
      expect(await nativeBalances(local, recipients)).toEqual(transfers.map((transfer) => transfer.amount));
      expect(await local.publicClient.getBalance({ address: feeRecipient })).toBe(fee.amount);
      expect(await local.publicClient.getBalance({ address: MULTISEND_ADDRESS })).toBe(0n);
    });

    it('sends equal amounts through sendNativeEqual (20 bytes per recipient) and refunds the excess', async () => {
      const sender = await fundedAccount();
      const recipients = addresses(80);
      const call = encodeNativeSend({ transfers: recipients.map((to) => ({ to, amount: parseEther('0.003') })) });
      expect(call.functionName).toBe('sendNativeEqual');
      expect(await sendCall(sender, call, parseEther('1'))).toBe(parseEther('0.24'));
      expect(await nativeBalances(local, recipients)).toEqual(recipients.map(() => parseEther('0.003')));
      expect(await local.publicClient.getBalance({ address: MULTISEND_ADDRESS })).toBe(0n);
      // 20-byte entries only: a length that is not a multiple of 20 is refused.
      const data = encodeFunctionData({
        abi: MULTISEND_ABI,
        functionName: 'sendNativeEqual',
        args: [`${recipients[0]}00`, 1n, zeroAddress, 0n],
      });
      expect(await revertOf(sender, { to: MULTISEND_ADDRESS, data, value: 1n })).toMatchObject({
        errorName: 'LengthMismatch',
      });
    });

    it('reverts unless the total argument is the sum of the amounts', async () => {
      const sender = await fundedAccount();
      const recipients = addresses(2);
      const packed = [packTransfer(recipients[0], 10n), packTransfer(recipients[1], 20n)];
      for (const total of [29n, 31n]) {
        const data = encodeFunctionData({
          abi: MULTISEND_ABI,
          functionName: 'sendNative',
          args: [packed, total, zeroAddress, 0n],
        });
        expect(await revertOf(sender, { to: MULTISEND_ADDRESS, data, value: 31n })).toMatchObject({
          errorName: 'TotalMismatch',
          args: [total, 30n],
        });
      }
    });

    it('sends amounts above 96 bits through sendNativeWide, without a fee', async () => {
      const sender = await fundedAccount(1n << 100n);
      const recipients = addresses(2);
      const transfers = [
        { to: recipients[0], amount: MAX_PACKED_AMOUNT + 1n },
        { to: recipients[1], amount: 5n },
      ];
      const call = encodeNativeSend({ transfers });
      expect(call.functionName).toBe('sendNativeWide');
      expect(await sendCall(sender, call, 7n)).toBe(MAX_PACKED_AMOUNT + 6n);
      expect(await nativeBalances(local, recipients)).toEqual([MAX_PACKED_AMOUNT + 1n, 5n]);
    });
  });

  describe('ERC-20', () => {
    async function tokenSender(amount: bigint): Promise<PrivateKeyAccount> {
      const sender = await fundedAccount();
      await token.mint(sender.address, amount);
      return sender;
    }

    async function approve(sender: PrivateKeyAccount, amount: bigint): Promise<void> {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [MULTISEND_ADDRESS, amount] });
      await write(sender, token.address, data);
    }

    const allowance = (owner: Address) =>
      local.publicClient.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, MULTISEND_ADDRESS],
      });

    it.each([false, true])('sends to many recipients with a fee (pooled: %s)', async (pooled) => {
      const recipients = addresses(150);
      const transfers = recipients.map((to, index) => ({ to, amount: 1_000_000n + BigInt(index) }));
      const total = transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
      const sender = await tokenSender(total + 1n);
      await approve(sender, total);
      const [feeRecipient] = addresses(1);
      const call = encodeERC20Send({
        token: token.address,
        transfers,
        pooled,
        fee: { recipient: feeRecipient, amount: 3n },
      });
      expect(call.functionName).toBe(pooled ? 'sendERC20Pooled' : 'sendERC20');

      expect(await sendCall(sender, call, 10n)).toBe(3n);
      const balances = await readAll(recipients, (address) => token.balanceOf(address));
      expect(balances).toEqual(transfers.map((transfer) => transfer.amount));
      expect(await token.balanceOf(sender.address)).toBe(1n);
      expect(await token.balanceOf(MULTISEND_ADDRESS)).toBe(0n);
      expect(await allowance(sender.address)).toBe(0n);
      expect(await local.publicClient.getBalance({ address: feeRecipient })).toBe(3n);
    });

    it('sends amounts above 96 bits through sendERC20Wide', async () => {
      const big = MAX_PACKED_AMOUNT + 10n;
      const sender = await tokenSender(big + 1n);
      await approve(sender, maxUint256);
      const recipients = addresses(2);
      const call = encodeERC20Send({
        token: token.address,
        transfers: [
          { to: recipients[0], amount: big },
          { to: recipients[1], amount: 1n },
        ],
        pooled: true,
      });
      expect(call.functionName).toBe('sendERC20Wide');
      await sendCall(sender, call);
      expect(await readAll(recipients, (address) => token.balanceOf(address))).toEqual([big, 1n]);
    });

    it('accepts a token that returns nothing and rejects one that returns false', async () => {
      const sender = await fundedAccount();
      const [silentToken, falseToken, recipient] = addresses(3);
      // STOP: every call succeeds with no return data, like USDT's transferFrom.
      await local.testClient.setCode({ address: silentToken, bytecode: '0x00' });
      // PUSH1 0 PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN: every call returns the word 0 (false).
      await local.testClient.setCode({ address: falseToken, bytecode: '0x600060005260206000f3' });
      const transfers = [{ to: recipient, amount: 1n }];

      for (const pooled of [false, true]) {
        const silent = encodeERC20Send({ token: silentToken, transfers, pooled });
        await expect(local.publicClient.call({ account: sender, to: silent.to, data: silent.data })).resolves.toEqual({
          data: undefined,
        });
      }
      const direct = await revertOf(sender, encodeERC20Send({ token: falseToken, transfers }));
      expect(direct).toMatchObject({ errorName: 'TransferFailed', args: [0n, `0x${'0'.repeat(64)}`] });
      const pooled = await revertOf(sender, encodeERC20Send({ token: falseToken, transfers, pooled: true }));
      expect(pooled).toMatchObject({ errorName: 'PullFailed', args: [1n, `0x${'0'.repeat(64)}`] });
    });

    it('refuses short answers: 31 zero bytes are not true, even over a word that ends in 1', async () => {
      const sender = await tokenSender(10n);
      const [shortToken] = addresses(1);
      // PUSH1 1 PUSH1 0 MSTORE PUSH1 31 PUSH1 0 RETURN: every call returns 31 zero bytes. The answer is copied over
      // the recipient word, whose last byte is 01 here: a check that only compared the word with 1 would pass it.
      await local.testClient.setCode({ address: shortToken, bytecode: '0x6001600052601f6000f3' });
      const transfers = [{ to: '0x0000000000000000000000000000000000000101' as Address, amount: 1n }];
      const direct = await revertOf(sender, encodeERC20Send({ token: shortToken, transfers }));
      expect(direct).toMatchObject({ errorName: 'TransferFailed', args: [0n, `0x${'0'.repeat(62)}`] });
    });

    it('sends equal amounts through sendERC20PooledEqual, leaving nothing in the contract', async () => {
      const recipients = addresses(60);
      const sender = await tokenSender(60n * 1_234n + 5n);
      await approve(sender, 60n * 1_234n);
      const [feeRecipient] = addresses(1);
      const call = encodeERC20Send({
        token: token.address,
        transfers: recipients.map((to) => ({ to, amount: 1_234n })),
        pooled: true,
        fee: { recipient: feeRecipient, amount: 4n },
      });
      expect(call.functionName).toBe('sendERC20PooledEqual');
      expect(await sendCall(sender, call, 6n)).toBe(4n);
      expect(await readAll(recipients, (address) => token.balanceOf(address))).toEqual(recipients.map(() => 1_234n));
      expect(await token.balanceOf(sender.address)).toBe(5n);
      expect(await token.balanceOf(MULTISEND_ADDRESS)).toBe(0n);
      expect(await local.publicClient.getBalance({ address: feeRecipient })).toBe(4n);
    });

    it('reverts a pooled send whose total is not the sum of its amounts', async () => {
      const sender = await tokenSender(1_000n);
      await approve(sender, 1_000n);
      const recipients = addresses(2);
      const packed = [packTransfer(recipients[0], 100n), packTransfer(recipients[1], 200n)];
      for (const total of [299n, 301n]) {
        const data = encodeFunctionData({
          abi: MULTISEND_ABI,
          functionName: 'sendERC20Pooled',
          args: [token.address, packed, total, zeroAddress, 0n],
        });
        // 299: the pool runs dry on the second transfer; 301: one unit would stay behind.
        const failure = await revertOf(sender, { to: MULTISEND_ADDRESS, data });
        if (total === 301n) expect(failure).toMatchObject({ errorName: 'TotalMismatch', args: [301n, 300n] });
        else expect([failure.errorName, failure.args?.[0]]).toEqual(['TransferFailed', 1n]);
      }
    });

    it('refuses a token address without code', async () => {
      const sender = await fundedAccount();
      const [notAToken, recipient] = addresses(2);
      const call = encodeERC20Send({ token: notAToken, transfers: [{ to: recipient, amount: 1n }] });
      expect(await revertOf(sender, call)).toMatchObject({ errorName: 'NotAContract', args: [notAToken] });
    });

    it('reverts as a whole, naming the failed transfer and its reason', async () => {
      const sender = await tokenSender(1_000n);
      await approve(sender, 250n);
      const recipients = addresses(3);
      const transfers = recipients.map((to) => ({ to, amount: 100n }));
      const call = encodeERC20Send({ token: token.address, transfers });

      const failure = await revertOf(sender, call);
      expect(failure.errorName).toBe('TransferFailed');
      const [index, reason] = failure.args as [bigint, Hex];
      expect(index).toBe(2n);
      expect(decodeErrorResult({ abi: TEST_TOKEN_ARTIFACT.abi, data: reason })).toMatchObject({
        errorName: 'InsufficientAllowance',
        args: [MULTISEND_ADDRESS, 50n, 100n],
      });

      // Mined anyway (fixed gas skips the estimate): nobody got anything.
      const hash = await local.walletFor(sender).sendTransaction({ to: call.to, data: call.data, gas: 500_000n });
      expect((await local.publicClient.waitForTransactionReceipt({ hash })).status).toBe('reverted');
      expect(await readAll(recipients, (address) => token.balanceOf(address))).toEqual([0n, 0n, 0n]);
      expect(await token.balanceOf(sender.address)).toBe(1_000n);

      const pooled = await revertOf(sender, encodeERC20Send({ token: token.address, transfers, pooled: true }));
      expect(pooled).toMatchObject({ errorName: 'PullFailed' });
      expect(pooled.args?.[0]).toBe(300n);
    });
  });

  describe('NFTs', () => {
    it('sends ERC-721 tokens with safeTransferFrom and with transferFrom', async () => {
      const sender = await fundedAccount();
      const nft = await deployArtifact(local, NFT721, sender);
      for (let id = 1n; id <= 6n; id += 1n) {
        await write(
          sender,
          nft,
          encodeFunctionData({ abi: NFT_ABI, functionName: 'mint', args: [sender.address, id] }),
        );
      }
      await write(
        sender,
        nft,
        encodeFunctionData({ abi: NFT_ABI, functionName: 'setApprovalForAll', args: [MULTISEND_ADDRESS, true] }),
      );
      const recipients = addresses(6);
      const owner = (tokenId: bigint) =>
        local.publicClient.readContract({ address: nft, abi: NFT_ABI, functionName: 'ownerOf', args: [tokenId] });

      const safe = recipients.slice(0, 3).map((to, index) => ({ to, tokenId: BigInt(index + 1) }));
      const [feeRecipient] = addresses(1);
      await sendCall(
        sender,
        encodeERC721Send({ token: nft, transfers: safe, fee: { recipient: feeRecipient, amount: 9n } }),
      );
      expect(await local.publicClient.getBalance({ address: feeRecipient })).toBe(9n);
      // A contract that cannot hold NFTs: safeTransferFrom refuses it (index 1), transferFrom does not.
      const toContract = [
        { to: recipients[3], tokenId: 4n },
        { to: token.address, tokenId: 5n },
        { to: recipients[5], tokenId: 6n },
      ];
      expect(await revertOf(sender, encodeERC721Send({ token: nft, transfers: toContract }))).toMatchObject({
        errorName: 'TransferFailed',
        args: [1n, '0x'],
      });
      await sendCall(sender, encodeERC721Send({ token: nft, transfers: toContract, safe: false }));

      const owners = await Promise.all([1n, 2n, 3n, 4n, 5n, 6n].map(owner));
      expect(owners).toEqual([...recipients.slice(0, 4), token.address, recipients[5]]);
    });

    it('sends ERC-1155 tokens one row at a time and batched per recipient', async () => {
      const sender = await fundedAccount();
      const multiToken = await deployArtifact(local, NFT1155, sender);
      for (const id of [1n, 2n, 3n]) {
        const data = encodeFunctionData({
          abi: MULTI_TOKEN_ABI,
          functionName: 'mint',
          args: [sender.address, id, 100n],
        });
        await write(sender, multiToken, data);
      }
      await write(
        sender,
        multiToken,
        encodeFunctionData({
          abi: MULTI_TOKEN_ABI,
          functionName: 'setApprovalForAll',
          args: [MULTISEND_ADDRESS, true],
        }),
      );
      const [first, second, third] = addresses(3);
      const balance = (owner: Address, id: bigint) =>
        local.publicClient.readContract({
          address: multiToken,
          abi: MULTI_TOKEN_ABI,
          functionName: 'balanceOf',
          args: [owner, id],
        });

      const rows = [
        { to: first, id: 1n, amount: 10n },
        { to: second, id: 1n, amount: 20n },
        { to: second, id: 2n, amount: 5n },
      ];
      await sendCall(sender, encodeERC1155Send({ token: multiToken, transfers: rows }));
      const batched = [
        {
          to: third,
          items: [
            { id: 2n, amount: 7n },
            { id: 3n, amount: 30n },
          ],
        },
        { to: first, items: [{ id: 3n, amount: 1n }] },
      ];
      await sendCall(sender, encodeERC1155BatchSend({ token: multiToken, transfers: batched }));

      const pairs: [Address, bigint][] = [
        [first, 1n],
        [second, 1n],
        [second, 2n],
        [third, 2n],
        [third, 3n],
        [first, 3n],
        [sender.address, 1n],
        [sender.address, 2n],
        [sender.address, 3n],
      ];
      const balances = await Promise.all(pairs.map(([owner, id]) => balance(owner, id)));
      expect(balances).toEqual([10n, 20n, 5n, 7n, 30n, 1n, 70n, 88n, 69n]);

      const tooMuch = await revertOf(
        sender,
        encodeERC1155Send({ token: multiToken, transfers: [{ to: first, id: 1n, amount: 71n }] }),
      );
      expect(tooMuch).toMatchObject({ errorName: 'TransferFailed', args: [0n, expect.any(String)] });
      expect(decodeErrorResult({ abi: NFT1155.abi, data: (tooMuch.args as [bigint, Hex])[1] })).toMatchObject({
        errorName: 'InsufficientBalance',
        args: [sender.address, 1n, 70n, 71n],
      });
    });
  });

  describe('reverts', () => {
    it('needs the value of the amounts plus the fee', async () => {
      const sender = await fundedAccount();
      const recipients = addresses(2);
      const transfers: AmountTransfer[] = recipients.map((to) => ({ to, amount: 1_000n }));
      const fee = { recipient: recipients[0], amount: 50n };
      const native = encodeNativeSend({ transfers, fee });
      expect(await revertOf(sender, { ...native, value: native.value - 1n })).toMatchObject({
        errorName: 'InsufficientValue',
        args: [2_050n, 2_049n],
      });
      const tokens = encodeERC20Send({ token: token.address, transfers, fee });
      expect(await revertOf(sender, { ...tokens, value: 0n })).toMatchObject({
        errorName: 'InsufficientValue',
        args: [50n, 0n],
      });
    });

    it('names the recipient that refuses native coin, and a fee recipient that refuses it', async () => {
      const sender = await fundedAccount();
      const [recipient] = addresses(1);
      // TestUSDT has no receive function: a plain value transfer to it reverts.
      const transfers = [
        { to: recipient, amount: 1n },
        { to: token.address, amount: 1n },
      ];
      expect(await revertOf(sender, encodeNativeSend({ transfers }))).toMatchObject({
        errorName: 'TransferFailed',
        args: [1n, '0x'],
      });
      const withFee = encodeNativeSend({ transfers: [transfers[0]], fee: { recipient: token.address, amount: 1n } });
      expect(await revertOf(sender, withFee)).toMatchObject({ errorName: 'FeeTransferFailed' });
    });

    it('rejects arrays of different lengths', async () => {
      const sender = await fundedAccount();
      const [recipient] = addresses(1);
      const calls: Hex[] = [
        encodeFunctionData({
          abi: MULTISEND_ABI,
          functionName: 'sendNativeWide',
          args: [[recipient], [1n, 2n], zeroAddress, 0n],
        }),
        encodeFunctionData({
          abi: MULTISEND_ABI,
          functionName: 'sendERC20Wide',
          args: [token.address, [recipient, recipient], [1n], zeroAddress, 0n],
        }),
        encodeFunctionData({
          abi: MULTISEND_ABI,
          functionName: 'sendERC721',
          args: [token.address, [recipient], [], true, zeroAddress, 0n],
        }),
        encodeFunctionData({
          abi: MULTISEND_ABI,
          functionName: 'sendERC1155',
          args: [token.address, [recipient], [1n], [], zeroAddress, 0n],
        }),
        encodeFunctionData({
          abi: MULTISEND_ABI,
          functionName: 'sendERC1155Batch',
          args: [token.address, [recipient], [[1n, 2n]], [[1n]], zeroAddress, 0n],
        }),
      ];
      for (const data of calls) {
        expect(await revertOf(sender, { to: MULTISEND_ADDRESS, data, value: 3n })).toMatchObject({
          errorName: 'LengthMismatch',
        });
      }
    });
  });
});
