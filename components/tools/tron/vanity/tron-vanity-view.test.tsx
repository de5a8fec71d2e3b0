/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
// Node's byte arrays in jsdom (as the Tron batch sender's test): TronWeb's libraries check `instanceof Uint8Array` across realms.
import { fireEvent, screen } from '@testing-library/react';
import Papa from 'papaparse';
import { TronWeb } from 'tronweb';
import {
  captureDownloads,
  leaksOf,
  readBlob,
  renderWalletTool,
  spyOnLeaks,
} from '../../evm/wallet-generation/wallet-tools-test-support';
import { inlineVanityWorker } from '../../vanity/inline-vanity-worker';
import { pauseResumeStop, runVanitySearch, setUpInlineWorker } from '../../vanity/vanity-view-test-support';
import { startTronSearch, type TronVanityStart } from './tron-vanity-protocol';
import { TronVanityView } from './tron-vanity-view';

/** When set, every hit reports this address instead of its own (a kernel gone wrong). */
let forged: string | null = null;
const InlineWorker = inlineVanityWorker<TronVanityStart>(async (command) => {
  const search = await startTronSearch(command);
  return {
    run: (ms) => {
      const { checked, hits } = search.run(ms);
      return { checked, hits: hits.map((hit) => ({ ...hit, address: forged ?? hit.address })) };
    },
  };
});

setUpInlineWorker(InlineWorker, 2, () => {
  forged = null;
});

describe('tron/vanity-address page', () => {
  it('refuses impossible patterns under their field, in the visitor’s language, and starts nothing', async () => {
    renderWalletTool(<TronVanityView />, 'cn');
    const prefix = screen.getByLabelText('前缀（T 之后）');
    fireEvent.change(prefix, { target: { value: 'R0' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('前缀：第 2 个字符“0”不会出现在 TRON 地址中');
    expect(prefix).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(prefix, { target: { value: 'k' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '没有任何 TRON 地址在 T 之后是“k”。T 之后的字符一定是 9ABCDEFGHJKLMNPQRSTUVWXYZ 之一',
    );
    fireEvent.change(prefix, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('后缀'), { target: { value: 'abI' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('后缀：第 3 个字符“I”');
    fireEvent.change(screen.getByLabelText('后缀'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '开始' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入前缀、后缀或两者');
    expect(InlineWorker.started).toBe(0);
  });

  it('English: an impossible prefix and a too long pattern', async () => {
    renderWalletTool(<TronVanityView />);
    fireEvent.change(screen.getByLabelText('Prefix (after the T)'), { target: { value: '9x' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Prefix: no TRON address starts with T9x.');
    fireEvent.change(screen.getByLabelText('Prefix (after the T)'), { target: { value: 'R'.repeat(30) } });
    fireEvent.change(screen.getByLabelText('Suffix'), { target: { value: 'abcd' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be longer than 33');
  });

  it('shows the difficulty: 58 per suffix character', () => {
    renderWalletTool(<TronVanityView />);
    fireEvent.change(screen.getByLabelText('Suffix'), { target: { value: '888' } });
    expect(screen.getByTestId('vanity-difficulty')).toHaveTextContent('1 in 195,112');
    // 'R' after the T: a whole second character, 58^32 of the 2^192 values of the Tron range (≈ 1 in 22.83), rounded
    fireEvent.change(screen.getByLabelText('Prefix (after the T)'), { target: { value: 'R' } });
    expect(screen.getByTestId('vanity-difficulty')).toHaveTextContent(/^Difficulty: 1 in 4,553,521\./);
  });

  it('finds several addresses on one worker per core, each re-derived by TronWeb; CSV export; no key leaves the page', async () => {
    const spies = spyOnLeaks();
    const downloads = captureDownloads();
    const { http } = renderWalletTool(<TronVanityView />);
    const { keys, addresses } = await runVanitySearch(InlineWorker, {
      prefixLabel: 'Prefix (after the T)',
      prefix: 'R',
      suffix: 'x',
      wanted: 3,
      threads: 2,
      timeout: 20_000,
    });
    keys.forEach((key, index) => {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(TronWeb.address.fromPrivateKey(key)).toBe(addresses[index]);
      expect(addresses[index]).toMatch(/^TR.*x$/);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = Papa.parse<Record<string, string>>(await readBlob(downloads.blobs[0], 'text'), { header: true });
    expect(csv.data.map((row) => [row.address, row.privateKey])).toEqual(addresses.map((a, i) => [a, keys[i]]));
    expect(downloads.names[0]).toMatch(/^tron-vanity-.*\.csv$/);
    expect(leaksOf(spies, http, keys)).toEqual([]);
  }, 30_000);

  it('pauses, resumes and stops', async () => {
    renderWalletTool(<TronVanityView />);
    await pauseResumeStop('Suffix', 'zzzzzzzz');
  }, 30_000);

  it('drops a hit TronWeb does not derive from its key, and says so', async () => {
    forged = 'TPL66VK2gCXNCD7EJg9pgJRfqcRazjhUZY';
    renderWalletTool(<TronVanityView />);
    fireEvent.change(screen.getByLabelText('Suffix'), { target: { value: 'Y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(
      await screen.findByText(/dropped: TronWeb did not derive the same address from the key/),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('vanity-address')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
  }, 30_000);
});
