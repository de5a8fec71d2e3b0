import { SiweMessage } from 'siwe';
import { privateKeyToAccount } from 'viem/accounts';
import { signInNonces } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { SERVER_CODE } from '@/lib/errors';
import { createSignInMessage, issueNonce, type SignInFailure, verifyAddressSignature, verifySignIn } from '.';

// Anvil's well-known development keys: public test keys, never funded anywhere real.
const SIGNER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const STRANGER = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412ac603b6d0c6b4d');
const DOMAIN = 'chainkit.test';
const URI = 'https://chainkit.test';
const ISSUED_AT = new Date('2030-01-02T03:04:05.000Z');
const minutesAfterIssue = (minutes: number) => new Date(ISSUED_AT.getTime() + minutes * 60_000);

const refusedWith = (reason: SignInFailure) => ({ code: SERVER_CODE.BAD_PARAMETERS, detail: reason });

describe.each(TEST_DATABASE_KINDS)('sign-in with Ethereum on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const db = () => getTestDatabase().db;

  /** A message for SIGNER, as the API hands it out, with the lowercase address a wallet may report. */
  const newMessage = (overrides: { address?: string; statement?: string } = {}) =>
    createSignInMessage(db(), {
      address: overrides.address ?? SIGNER.address.toLowerCase(),
      chainId: 1,
      domain: DOMAIN,
      uri: URI,
      statement: overrides.statement,
      now: ISSUED_AT,
    });
  const verify = (message: string, signature: string, overrides: { expectedDomain?: string; now?: Date } = {}) =>
    verifySignIn(db(), { message, signature, expectedDomain: DOMAIN, now: minutesAfterIssue(1), ...overrides });

  beforeEach(async () => {
    await db().delete(signInNonces);
  });

  it('signs in a viem account once, returning its checksummed address; a replay is refused', async () => {
    const { message } = await newMessage();
    const signature = await SIGNER.signMessage({ message });
    await expect(verify(message, signature)).resolves.toEqual({ address: SIGNER.address, chainId: 1 });
    await expect(verify(message, signature)).rejects.toMatchObject(refusedWith('nonce'));
  });

  it('lets only one of two concurrent requests with the same signed message through', async () => {
    const { message } = await newMessage();
    const signature = await SIGNER.signMessage({ message });
    const results = await Promise.allSettled([verify(message, signature), verify(message, signature)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses a message made for another domain', async () => {
    const { message } = await newMessage();
    const signature = await SIGNER.signMessage({ message });
    await expect(verify(message, signature, { expectedDomain: 'evil.test' })).rejects.toMatchObject(
      refusedWith('domain'),
    );
  });

  it('refuses an expired message, and a nonce past its lifetime', async () => {
    const { message } = await newMessage();
    const signature = await SIGNER.signMessage({ message });
    await expect(verify(message, signature, { now: minutesAfterIssue(11) })).rejects.toMatchObject(
      refusedWith('expired'),
    );
    // A message without an expiration time of its own is still bounded by its nonce's lifetime.
    const nonce = await issueNonce(db(), { now: ISSUED_AT });
    const unbounded = new SiweMessage({
      ...new SiweMessage(message),
      nonce,
      expirationTime: undefined,
    }).prepareMessage();
    const unboundedSignature = await SIGNER.signMessage({ message: unbounded });
    await expect(verify(unbounded, unboundedSignature, { now: minutesAfterIssue(11) })).rejects.toMatchObject(
      refusedWith('nonce'),
    );
  });

  it('refuses a nonce it never issued', async () => {
    const { message } = await newMessage();
    const forged = new SiweMessage({ ...new SiweMessage(message), nonce: 'n0tIssuedByUs1234' }).prepareMessage();
    await expect(verify(forged, await SIGNER.signMessage({ message: forged }))).rejects.toMatchObject(
      refusedWith('nonce'),
    );
  });

  it('refuses a signature by another key, and that attempt burns the nonce', async () => {
    const { message } = await newMessage();
    await expect(verify(message, await STRANGER.signMessage({ message }))).rejects.toMatchObject(
      refusedWith('signature'),
    );
    await expect(verify(message, await SIGNER.signMessage({ message }))).rejects.toMatchObject(refusedWith('nonce'));
  });

  it('refuses a tampered message, a malformed signature and text that is no EIP-4361 message', async () => {
    const first = await newMessage();
    const tampered = first.message.replace('Sign in to Chainkit', 'Sign in to Chainkit and pay');
    await expect(verify(tampered, await SIGNER.signMessage({ message: first.message }))).rejects.toMatchObject(
      refusedWith('signature'),
    );
    const second = await newMessage();
    await expect(verify(second.message, '0x1234')).rejects.toMatchObject(refusedWith('signature'));
    await expect(verify('hello', '0x1234')).rejects.toMatchObject(refusedWith('message'));
  });

  it('verifies an address binding only for the address named in the message', async () => {
    const statement = 'Bind this address to your Chainkit account';
    const first = await newMessage({ statement });
    const input = { signature: await SIGNER.signMessage({ message: first.message }), expectedDomain: DOMAIN };
    await expect(
      verifyAddressSignature(db(), { ...input, message: first.message, address: STRANGER.address }),
    ).rejects.toMatchObject(refusedWith('address'));
    const second = await newMessage({ statement });
    const signature = await SIGNER.signMessage({ message: second.message });
    await expect(
      verifyAddressSignature(db(), {
        message: second.message,
        signature,
        expectedDomain: DOMAIN,
        address: SIGNER.address,
      }),
    ).resolves.toEqual({ address: SIGNER.address, chainId: 1 });
  });
});
