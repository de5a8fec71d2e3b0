import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { SERVER_CODE } from '@/lib/errors';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { createSignInMessage, verifySignIn } from '.';
import { creationCode, ownerWalletRuntime, SILENT_CONTRACT_RUNTIME } from './testing/contract-wallets';

// Anvil's funded development accounts (public test keys): #0 deploys, #1 owns the contract wallet, #2 is a stranger.
const DEPLOYER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const OWNER = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412ac603b6d0c6b4d');
const STRANGER = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const DOMAIN = 'chainkit.test';
const URI = `https://${DOMAIN}`;
const ANVIL_START_TIMEOUT_MS = 30_000;
/** Port 9 (discard) on loopback: nothing listens there, so the connection is refused at once. */
const UNREACHABLE_RPC = 'http://127.0.0.1:9';

describe('sign-in with a contract wallet (EIP-1271) on anvil', () => {
  let anvil: AnvilInstance | undefined;
  let publicClient: PublicClient;
  let walletAddress: Address;
  let silentContractAddress: Address;

  beforeAll(async () => {
    anvil = await startAnvil();
    const transport = http(anvil.rpcUrl);
    publicClient = createPublicClient({ chain: foundry, transport });
    const deployer = createWalletClient({ account: DEPLOYER, chain: foundry, transport });
    const deploy = async (runtime: Hex) => {
      const hash = await deployer.sendTransaction({ data: creationCode(runtime) });
      const { contractAddress, status } = await publicClient.waitForTransactionReceipt({ hash });
      if (status !== 'success' || !contractAddress) throw new Error('test contract deployment failed');
      expect(await publicClient.getCode({ address: contractAddress })).toBe(runtime);
      // Receipts carry the address in lowercase; sign-in answers the EIP-55 form.
      return getAddress(contractAddress);
    };
    walletAddress = await deploy(ownerWalletRuntime(OWNER.address));
    silentContractAddress = await deploy(SILENT_CONTRACT_RUNTIME);
  }, ANVIL_START_TIMEOUT_MS);

  afterAll(async () => {
    await anvil?.stop();
  });

  it('has a wallet contract that answers the magic value only for its owner', async () => {
    const hash = '0x8f54f1c2d0eb5771cd5bf67a6689fcd6eed9444d91a39e5ef32a9b4ae5ca14ff';
    const isValidSignature = (signature: Hex) =>
      publicClient.readContract({
        address: walletAddress,
        abi: [
          {
            type: 'function',
            name: 'isValidSignature',
            stateMutability: 'view',
            inputs: [
              { name: 'hash', type: 'bytes32' },
              { name: 'signature', type: 'bytes' },
            ],
            outputs: [{ name: 'magicValue', type: 'bytes4' }],
          },
        ] as const,
        functionName: 'isValidSignature',
        args: [hash, signature],
      });
    await expect(isValidSignature(await OWNER.sign({ hash }))).resolves.toBe('0x1626ba7e');
    await expect(isValidSignature(await STRANGER.sign({ hash }))).resolves.toBe('0x00000000');
  });

  describe.each(TEST_DATABASE_KINDS)('with nonces on %s', (kind) => {
    const getTestDatabase = useTestDatabase(kind);
    const clientsByChain = (chainId: number) => (chainId === foundry.id ? publicClient : undefined);

    /** A sign-in message naming `address` on the anvil chain, signed by `signer`'s key (EIP-191). */
    const signedMessage = async (address: Address, signer: typeof OWNER) => {
      const { db } = getTestDatabase();
      const { message } = await createSignInMessage(db, { address, chainId: foundry.id, domain: DOMAIN, uri: URI });
      return { message, signature: await signer.signMessage({ message }) };
    };
    const verify = (signed: { message: string; signature: string }, withChain: boolean) =>
      verifySignIn(getTestDatabase().db, {
        ...signed,
        expectedDomain: DOMAIN,
        getPublicClient: withChain ? clientsByChain : undefined,
      });
    const unreachableClient = createPublicClient({
      chain: foundry,
      transport: http(UNREACHABLE_RPC, { retryCount: 0 }),
    });
    const refusedSignature = { code: SERVER_CODE.BAD_PARAMETERS, detail: 'signature' };

    it('accepts the owner-signed message for the contract address only through the public client', async () => {
      await expect(verify(await signedMessage(walletAddress, OWNER), false)).rejects.toMatchObject(refusedSignature);
      await expect(verify(await signedMessage(walletAddress, OWNER), true)).resolves.toEqual({
        address: walletAddress,
        chainId: foundry.id,
      });
    });

    it('refuses the contract wallet when a stranger signed', async () => {
      await expect(verify(await signedMessage(walletAddress, STRANGER), true)).rejects.toMatchObject(refusedSignature);
    });

    it('refuses a contract without isValidSignature', async () => {
      const signed = await signedMessage(silentContractAddress, OWNER);
      await expect(verify(signed, true)).rejects.toMatchObject(refusedSignature);
    });

    it('answers a server error, not a bad signature, when the chain cannot be reached', async () => {
      const signed = await signedMessage(walletAddress, OWNER);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        await expect(
          verifySignIn(getTestDatabase().db, {
            ...signed,
            expectedDomain: DOMAIN,
            getPublicClient: () => unreachableClient,
          }),
        ).rejects.toMatchObject({ code: SERVER_CODE.INTERNAL_ERROR, status: 502 });
        // The log names the chain and the error class only: never the message or the signature.
        const logged = warn.mock.calls.flat().join(' ');
        expect(logged).toContain('31337');
        expect(logged).not.toContain(signed.signature.slice(2, 40));
        expect(logged).not.toContain(signed.message.split('\n')[0]);
      } finally {
        warn.mockRestore();
      }
    });

    it('still signs plain accounts in with a public client at hand', async () => {
      await expect(verify(await signedMessage(OWNER.address, OWNER), true)).resolves.toEqual({
        address: OWNER.address,
        chainId: foundry.id,
      });
    });
  });
});
