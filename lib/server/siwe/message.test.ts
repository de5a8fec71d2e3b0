import { eq } from 'drizzle-orm';
import { privateKeyToAccount } from 'viem/accounts';
import { signInNonces } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { SERVER_CODE } from '@/lib/errors';
import { createSignInMessage, issueNonce, purgeExpiredNonces, SIGN_IN_TTL_MS, verifySignIn } from '.';

// Anvil's first development key: a public test key, never funded anywhere real.
const SIGNER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const DOMAIN = 'chainkit.test';
const URI = 'https://chainkit.test';
const ISSUED_AT = new Date('2030-01-02T03:04:05.000Z');
const minutesAfterIssue = (minutes: number) => new Date(ISSUED_AT.getTime() + minutes * 60_000);

describe.each(TEST_DATABASE_KINDS)('sign-in nonces and messages on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const db = () => getTestDatabase().db;
  /** A wallet may report the address in lowercase; the message must carry the EIP-55 form. */
  const newMessage = (address: string = SIGNER.address.toLowerCase()) =>
    createSignInMessage(db(), { address, chainId: 1, domain: DOMAIN, uri: URI, now: ISSUED_AT });

  beforeEach(async () => {
    await db().delete(signInNonces);
  });

  it('issues long alphanumeric nonces that expire after ten minutes', async () => {
    const nonces = await Promise.all([issueNonce(db(), { now: ISSUED_AT }), issueNonce(db(), { now: ISSUED_AT })]);
    expect(new Set(nonces).size).toBe(2);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16,}$/);
    const [row] = await db().select().from(signInNonces).where(eq(signInNonces.nonce, nonces[0]));
    expect(row.expiresAt.getTime() - ISSUED_AT.getTime()).toBe(SIGN_IN_TTL_MS);
    expect(row.usedAt).toBeNull();
  });

  it('builds an EIP-4361 message with the checksummed address and every required field', async () => {
    const { message, nonce } = await newMessage();
    expect(message).toBe(
      [
        `${DOMAIN} wants you to sign in with your Ethereum account:`,
        SIGNER.address,
        '',
        'Sign in to Chainkit',
        '',
        `URI: ${URI}`,
        'Version: 1',
        'Chain ID: 1',
        `Nonce: ${nonce}`,
        'Issued At: 2030-01-02T03:04:05.000Z',
        'Expiration Time: 2030-01-02T03:14:05.000Z',
      ].join('\n'),
    );
  });

  it('refuses a chain id that is not a positive integer', async () => {
    for (const chainId of [0, -1, 1.5, Number.NaN]) {
      await expect(
        createSignInMessage(db(), { address: SIGNER.address, chainId, domain: DOMAIN, uri: URI }),
      ).rejects.toMatchObject({ code: SERVER_CODE.BAD_PARAMETERS, detail: 'chainId' });
    }
  });

  it('rejects addresses that are not addresses or fail their checksum, and stores no nonce for them', async () => {
    const badChecksum = SIGNER.address.replace(/[a-f]/, (letter) => letter.toUpperCase());
    for (const address of ['0x1234', 'not an address', badChecksum]) {
      await expect(newMessage(address)).rejects.toMatchObject({ code: SERVER_CODE.BAD_PARAMETERS, detail: 'address' });
    }
    expect(await db().select().from(signInNonces)).toEqual([]);
  });

  it('purges expired and used nonces and keeps live ones', async () => {
    const live = await issueNonce(db(), { now: minutesAfterIssue(5) });
    await issueNonce(db(), { now: ISSUED_AT });
    const { message } = await newMessage();
    const signature = await SIGNER.signMessage({ message });
    await verifySignIn(db(), { message, signature, expectedDomain: DOMAIN, now: minutesAfterIssue(1) });
    expect(await purgeExpiredNonces(db(), minutesAfterIssue(12))).toBe(2);
    expect(await db().select({ nonce: signInNonces.nonce }).from(signInNonces)).toEqual([{ nonce: live }]);
  });
});
