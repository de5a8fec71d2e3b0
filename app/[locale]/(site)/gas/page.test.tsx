import { EVM_CHAINS } from '@/chains/evm/chains';
import { GasView } from '@/components/tools/evm/gas/gas-view';
import { type FeeHistoryServer, startFeeHistoryServer } from '@/lib/server/gas/testing';
import GasPage, { generateMetadata } from './page';

// The gas route as Next calls it, every registry chain's RPC pointed (CHAIN_RPC_<id>) at a local eth_feeHistory
// server: the title carries the live Gwei range, and the page hands the client view every chain's figures.

jest.mock('next-intl/server', () => ({ ...jest.requireActual('next-intl/server'), setRequestLocale: jest.fn() }));
// Outside a request Next refuses connection(); the page calls it only to be rendered per request.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => undefined }));
jest.mock('@/db', () => ({ getDb: () => Promise.reject(new Error('no database in this test')) }));

const CHAIN_IDS = EVM_CHAINS.map((chain) => chain.chainId);
let rpc: FeeHistoryServer;

beforeAll(async () => {
  rpc = await startFeeHistoryServer();
  for (const chainId of CHAIN_IDS) process.env[`CHAIN_RPC_${chainId}`] = rpc.urlFor(chainId);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(async () => {
  for (const chainId of CHAIN_IDS) delete process.env[`CHAIN_RPC_${chainId}`];
  await rpc.close();
});

describe('gas page', () => {
  it('puts the min and max standard Gwei of the registry chains in the title, in both languages', async () => {
    // Base fee (chainId % 50 + 1) Gwei plus the 2 Gwei median tip of the stand-in server.
    const standards = CHAIN_IDS.map((chainId) => (chainId % 50) + 1 + 2);
    const [min, max] = [Math.min(...standards), Math.max(...standards)];
    const en = await generateMetadata({ params: Promise.resolve({ locale: 'en' }) });
    expect(en.title).toBe(`Gas Tracker ${min}-${max} Gwei | Chainkit`);
    const cn = await generateMetadata({ params: Promise.resolve({ locale: 'cn' }) });
    expect(cn.title).toBe(`以太坊 Gas 费追踪 ${min}-${max} Gwei | Chainkit`);
  });

  it('renders every registry chain with figures, from one upstream call per chain', async () => {
    const before = rpc.totalCalls();
    const page = (await GasPage({
      params: Promise.resolve({ locale: 'en' }),
      searchParams: Promise.resolve({}),
    })) as { props: { namespaces: readonly string[]; children: { type: unknown; props: Record<string, unknown> } } };
    expect(page.props.namespaces).toEqual(['gas']);
    const content = page.props.children;
    const view = (await (content.type as (props: unknown) => Promise<{ type: unknown; props: { initial: unknown } }>)(
      content.props,
    )) as { type: unknown; props: { initial: { chains: { chainId: number; figures: unknown }[]; history: unknown } } };
    expect(view.type).toBe(GasView);
    expect(view.props.initial.chains.map((chain) => chain.chainId)).toEqual(CHAIN_IDS);
    expect(view.props.initial.chains.every((chain) => chain.figures !== null)).toBe(true);
    // The metadata test's reads are still fresh: the page made no upstream call of its own.
    expect(rpc.totalCalls() - before).toBe(0);
    expect(view.props.initial.history).toEqual({});
  });
});
