import { isValidElement, type ReactElement, type ReactNode } from 'react';
import MobileSolanaCloseAccountPage from '@/app/m/solana/close-account/page';
import { MobileToolPage } from '@/components/mobile/mobile-tool-page';
import { pickNamespaces } from '@/components/providers/client-messages';
import { BatchCloseView } from '@/components/tools/solana/batch-close-account/batch-close-view';
import {
  SOLANA_BATCH_CLOSE_ACCOUNT_NAMESPACES,
  SOLANA_BATCH_CLOSE_ACCOUNT_PATH,
  SolanaBatchCloseAccountPageContent,
} from '@/components/tools/solana/batch-close-account/solana-batch-close-account-page';
import {
  SOLANA_SEND_NAMESPACES,
  SOLANA_SEND_PATH,
  SolanaSendPageContent,
} from '@/components/tools/solana/batch-send/solana-send-page';
import { SolanaSendView } from '@/components/tools/solana/batch-send/solana-send-view';
import { SolanaCloseAccountClient } from '@/components/tools/solana/close-account/solana-close-account-client';
import {
  SOLANA_CLOSE_ACCOUNT_NAMESPACES,
  SOLANA_CLOSE_ACCOUNT_PATH,
  SolanaCloseAccountPageContent,
} from '@/components/tools/solana/close-account/solana-close-account-page';
import {
  SOLANA_COLLECTION_NAMESPACES,
  SOLANA_COLLECTION_PATH,
  SolanaCollectionPageContent,
} from '@/components/tools/solana/collection/solana-collection-page';
import { SolanaCollectionView } from '@/components/tools/solana/collection/solana-collection-view';
import { SOLANA_TOKEN_NAMESPACES, tokenToolProps } from '@/components/tools/solana/token/shared/token-page-server';
import { closeDb, getDb, provideDatabase } from '@/db';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, TEST_DATABASE_KINDS } from '@/db/testing/test-database';
import { saveSolanaPayoutAddress } from '@/lib/server/accounts/profile';
import { createUser } from '@/lib/server/accounts/users';
import { createSession, SESSION_COOKIE_NAMES } from '@/lib/server/auth/session';
import en from '@/messages/en.json';

/** The request's cookies, as next/headers hands them to server components. */
const mockCookies = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockCookies.has(name) ? { name, value: mockCookies.get(name) } : undefined),
  }),
}));
// Titles are rendered by the pages themselves; their texts do not matter here.
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const INVITER_ADDRESS = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW';

/** The first element of `type` in a server component's answer (props only: nothing is rendered). */
function findElement(node: ReactNode, type: unknown): ReactElement<Record<string, unknown>> | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findElement(child, type);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement<Record<string, unknown>>(node)) return undefined;
  if (node.type === type) return node;
  return findElement(node.props.children as ReactNode, type);
}

/** The fee props every Solana tool page's server half hands its client half, for the current cookies. */
async function feePropsOfEveryPage() {
  const page = (path: string) => ({ locale: 'en' as const, path, searchParams: Promise.resolve({}) });
  const mobile = findElement(await MobileSolanaCloseAccountPage(), MobileToolPage);
  const renderView = mobile?.props.renderView as (locale: 'en', path: string) => ReactNode;
  const answers = [
    findElement(await SolanaSendPageContent(page(SOLANA_SEND_PATH)), SolanaSendView)?.props,
    findElement(await SolanaCollectionPageContent(page(SOLANA_COLLECTION_PATH)), SolanaCollectionView)?.props,
    findElement(await SolanaCloseAccountPageContent(page(SOLANA_CLOSE_ACCOUNT_PATH)), SolanaCloseAccountClient)?.props,
    findElement(await SolanaBatchCloseAccountPageContent(page(SOLANA_BATCH_CLOSE_ACCOUNT_PATH)), BatchCloseView)?.props,
    findElement(renderView('en', '/m/solana/close-account'), SolanaCloseAccountClient)?.props,
    await tokenToolProps('publish', 'en', ''),
    await tokenToolProps('update', 'en', ''),
    await tokenToolProps('account', 'en', '?mint=x'),
  ];
  return answers.map((props) => ({ feeReceiver: props?.feeReceiver, referrer: props?.referrer }));
}

describe.each(TEST_DATABASE_KINDS)('Solana tool pages name the inviter (%s)', (kind) => {
  beforeAll(async () => {
    provideDatabase(await createTestDatabase(kind));
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await closeDb();
  }, DATABASE_SETUP_TIMEOUT_MS);
  beforeEach(() => mockCookies.clear());

  async function signInAs(userId: number) {
    mockCookies.set(SESSION_COOKIE_NAMES[1], await createSession(await getDb(), userId));
  }

  it('passes the referrer only for an invited user whose inviter set a payout address', async () => {
    const db = await getDb();
    let counter = 0;
    const newUser = (invitedBy: number | null = null) =>
      createUser(db, { email: `page${++counter}.${kind}@example.com`, invitedBy });
    const inviter = await newUser();
    const silentInviter = await newUser();
    const invited = await newUser(inviter.id);
    const invitedBySilent = await newUser(silentInviter.id);
    const uninvited = await newUser();
    await saveSolanaPayoutAddress(db, inviter.id, INVITER_ADDRESS);

    const signedOut = await feePropsOfEveryPage();
    expect(signedOut).toHaveLength(8);
    const receiver = signedOut[0].feeReceiver;
    expect(typeof receiver).toBe('string');
    expect(signedOut).toEqual(signedOut.map(() => ({ feeReceiver: receiver, referrer: undefined })));

    await signInAs(invited.id);
    expect(await feePropsOfEveryPage()).toEqual(
      signedOut.map(() => ({ feeReceiver: receiver, referrer: INVITER_ADDRESS })),
    );

    for (const user of [invitedBySilent, uninvited, inviter]) {
      await signInAs(user.id);
      expect(await feePropsOfEveryPage()).toEqual(signedOut);
    }
  });

  it('gives every page the inviter-share texts', () => {
    for (const namespaces of [
      SOLANA_SEND_NAMESPACES,
      SOLANA_COLLECTION_NAMESPACES,
      SOLANA_CLOSE_ACCOUNT_NAMESPACES,
      SOLANA_BATCH_CLOSE_ACCOUNT_NAMESPACES,
      SOLANA_TOKEN_NAMESPACES,
    ]) {
      expect(namespaces).toContain('solanaReferral');
      expect(pickNamespaces(en, namespaces)).toHaveProperty('solanaReferral.inviterShare');
    }
  });
});
