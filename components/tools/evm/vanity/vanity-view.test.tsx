/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Papa from 'papaparse';
import { getContractAddress, keccak256 } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { inlineVanityWorker } from '../../vanity/inline-vanity-worker';
import { pauseResumeStop, runVanitySearch, setUpInlineWorker } from '../../vanity/vanity-view-test-support';
import {
  captureDownloads,
  leaksOf,
  readBlob,
  renderWalletTool,
  spyOnLeaks,
} from '../wallet-generation/wallet-tools-test-support';
import { startEvmSearch } from './vanity-protocol';
import { VanityView } from './vanity-view';

const InlineWorker = inlineVanityWorker(startEvmSearch);

setUpInlineWorker(InlineWorker, 3);

describe('vanity-address page', () => {
  it('explains bad patterns in the visitor’s language and starts nothing', async () => {
    renderWalletTool(<VanityView />, 'cn');
    fireEvent.change(screen.getByLabelText('前缀（0x 之后）'), { target: { value: 'xyz' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('只能使用十六进制字符');
    fireEvent.change(screen.getByLabelText('前缀（0x 之后）'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '开始' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入前缀、后缀或两者');
    expect(InlineWorker.started).toBe(0);
  });

  it('shows the difficulty, and doubles it per letter when case must match', () => {
    renderWalletTool(<VanityView />);
    fireEvent.change(screen.getByLabelText('Prefix (after 0x)'), { target: { value: '0xdead' } });
    expect(screen.getByTestId('vanity-difficulty')).toHaveTextContent('1 in 65,536');
    fireEvent.click(screen.getByLabelText(/Match upper and lower case/));
    expect(screen.getByTestId('vanity-difficulty')).toHaveTextContent('1 in 1,048,576');
  });

  it('finds several addresses on one worker per core, each re-derived by viem; CSV export; no key leaves the page', async () => {
    const spies = spyOnLeaks();
    const downloads = captureDownloads();
    const { http } = renderWalletTool(<VanityView />);
    const { keys, addresses } = await runVanitySearch(InlineWorker, {
      prefixLabel: 'Prefix (after 0x)',
      prefix: 'a',
      suffix: 'B',
      wanted: 3,
      threads: 3,
      timeout: 20_000,
    });
    keys.forEach((key, index) => {
      const address = privateKeyToAddress(key as `0x${string}`);
      expect(address).toBe(addresses[index]);
      expect(address.toLowerCase()).toMatch(/^0xa.*b$/);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = Papa.parse<Record<string, string>>(await readBlob(downloads.blobs[0], 'text'), { header: true });
    expect(csv.data.map((row) => [row.address, row.privateKey])).toEqual(addresses.map((a, i) => [a, keys[i]]));
    expect(downloads.names[0]).toMatch(/^vanity-.*\.csv$/);
    expect(leaksOf(spies, http, keys)).toEqual([]);
  }, 30_000);

  it('pauses, resumes and stops', async () => {
    renderWalletTool(<VanityView />);
    await pauseResumeStop('Prefix (after 0x)', 'ffffffffffff');
  }, 30_000);

  it('contract mode: CREATE2 salts for a deployer and init code hash, each address recomputed by viem; CSV with salts', async () => {
    const downloads = captureDownloads();
    renderWalletTool(<VanityView />);
    fireEvent.click(screen.getByLabelText(/A contract address \(CREATE2 salt\)/));
    fireEvent.change(screen.getByLabelText('Init code hash'), { target: { value: '0x1234' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The init code hash must be 0x followed by 64 hex');
    const initCodeHash = keccak256('0x6080604052348015600f57600080fd5b50');
    fireEvent.change(screen.getByLabelText('Init code hash'), { target: { value: initCodeHash } });
    fireEvent.change(screen.getByLabelText('Prefix (after 0x)'), { target: { value: 'Ca' } });
    fireEvent.click(screen.getByLabelText(/Match upper and lower case/));
    fireEvent.change(screen.getByLabelText('Addresses to find'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getAllByTestId('vanity-address')).toHaveLength(2), { timeout: 20_000 });
    const salts = screen.getAllByTestId('vanity-salt').map((cell) => cell.textContent as `0x${string}`);
    const addresses = screen.getAllByTestId('vanity-address').map((cell) => cell.textContent ?? '');
    salts.forEach((salt, index) => {
      const address = getContractAddress({
        opcode: 'CREATE2',
        from: '0x4e59b44847b379578588920ca78fbf26c0b4956c',
        salt,
        bytecodeHash: initCodeHash,
      });
      expect(address).toBe(addresses[index]);
      expect(address.startsWith('0xCa')).toBe(true);
    });
    expect(screen.queryByLabelText('Keystore password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = Papa.parse<Record<string, string>>(await readBlob(downloads.blobs[0], 'text'), { header: true });
    expect(csv.meta.fields).toEqual(['address', 'salt', 'deployer', 'initCodeHash']);
    expect(csv.data.map((row) => row.salt)).toEqual(salts);
  }, 30_000);
});
