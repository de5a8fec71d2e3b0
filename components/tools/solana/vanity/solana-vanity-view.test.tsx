/** @jest-environment jsdom */
import { Keypair } from '@solana/web3.js';
import { fireEvent, screen } from '@testing-library/react';
import Papa from 'papaparse';
import { decodeBase58 } from '@/chains/solana/base58';
import {
  captureDownloads,
  leaksOf,
  readBlob,
  renderWalletTool,
  spyOnLeaks,
} from '../../evm/wallet-generation/wallet-tools-test-support';
import { inlineVanityWorker } from '../../vanity/inline-vanity-worker';
import { pauseResumeStop, runVanitySearch, setUpInlineWorker } from '../../vanity/vanity-view-test-support';
import { acceptSolanaHit, verifySolanaHit } from './solana-vanity-export';
import { startSolanaSearch } from './solana-vanity-protocol';
import { SolanaVanityView } from './solana-vanity-view';

const InlineWorker = inlineVanityWorker(startSolanaSearch);

setUpInlineWorker(InlineWorker, 2);

describe('solana/vanity-address page', () => {
  it('names the characters no address can hold, in the visitor’s language, and starts nothing', async () => {
    renderWalletTool(<SolanaVanityView />, 'cn');
    fireEvent.change(screen.getByLabelText('前缀'), { target: { value: 'S0L' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Solana 地址不含这些字符：0');
    fireEvent.click(screen.getByLabelText(/区分大小写/));
    fireEvent.change(screen.getByLabelText('前缀'), { target: { value: 'Oil' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Solana 地址不含这些字符：O l');
    fireEvent.change(screen.getByLabelText('前缀'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '开始' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入前缀、后缀或两者');
    expect(InlineWorker.started).toBe(0);
  });

  it('English errors, and the odds: case-insensitive letters count twice, case-sensitive ones once', () => {
    renderWalletTool(<SolanaVanityView />);
    fireEvent.change(screen.getByLabelText('Prefix'), { target: { value: 'I0' } });
    fireEvent.click(screen.getByLabelText(/Match upper and lower case/));
    expect(screen.getByRole('alert')).toHaveTextContent('No Solana address contains these characters: I 0');
    fireEvent.change(screen.getByLabelText('Prefix'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Suffix'), { target: { value: 'ab' } });
    expect(screen.getByTestId('vanity-difficulty')).toHaveTextContent('1 in 3,364');
    fireEvent.click(screen.getByLabelText(/Match upper and lower case/));
    expect(screen.getByTestId('vanity-difficulty')).toHaveTextContent('1 in 841');
  });

  it('finds several addresses on one worker per core, re-derived by web3.js; CSV and keypair JSON; no key leaves the page', async () => {
    const spies = spyOnLeaks();
    const downloads = captureDownloads();
    const { http } = renderWalletTool(<SolanaVanityView />);
    const { keys, addresses } = await runVanitySearch(InlineWorker, {
      prefixLabel: 'Prefix',
      prefix: 'a',
      suffix: 'B',
      wanted: 2,
      threads: 2,
      timeout: 30_000,
    });
    const secrets: string[] = [];
    keys.forEach((key, index) => {
      const bytes = decodeBase58(key) ?? new Uint8Array();
      expect(bytes).toHaveLength(64);
      // What a wallet does on import: take the seed, derive again.
      const keypair = Keypair.fromSeed(bytes.slice(0, 32));
      expect(keypair.publicKey.toBase58()).toBe(addresses[index]);
      expect(addresses[index].toLowerCase()).toMatch(/^a.*b$/);
      const buffer = Buffer.from(bytes);
      secrets.push(
        key,
        buffer.toString('hex'),
        buffer.subarray(0, 32).toString('hex'),
        buffer.toString('base64'),
        buffer.subarray(0, 32).toString('base64'),
        JSON.stringify(Array.from(bytes)).slice(1, 60),
      );
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = Papa.parse<Record<string, string>>(await readBlob(downloads.blobs[0], 'text'), { header: true });
    expect(csv.data.map((row) => [row.address, row.privateKey])).toEqual(addresses.map((a, i) => [a, keys[i]]));
    expect(downloads.names[0]).toMatch(/^solana-vanity-.*\.csv$/);
    fireEvent.click(screen.getAllByRole('button', { name: 'Keypair JSON' })[0]);
    const keypairFile = JSON.parse(await readBlob(downloads.blobs[1], 'text')) as number[];
    expect(Keypair.fromSecretKey(Uint8Array.from(keypairFile)).publicKey.toBase58()).toBe(addresses[0]);
    expect(downloads.names[1]).toBe(`${addresses[0]}.json`);
    expect(leaksOf(spies, http, secrets)).toEqual([]);
  }, 60_000);

  it('drops a hit whose key web3.js does not derive to the reported address', () => {
    const seed = crypto.getRandomValues(new Uint8Array(32));
    const address = Keypair.fromSeed(seed).publicKey.toBase58();
    const pattern = { prefix: '', suffix: address.slice(-1), caseSensitive: true };
    expect(verifySolanaHit(seed, address, pattern)?.address).toBe(address);
    const other = Keypair.generate().publicKey.toBase58();
    expect(verifySolanaHit(seed, other, { ...pattern, suffix: other.slice(-1) })).toBeNull();
    expect(verifySolanaHit(seed, address, { ...pattern, prefix: address[0] === 'z' ? 'y' : 'z' })).toBeNull();
    // As the worker sends it: the seed in hex; anything else is dropped.
    const hex = Buffer.from(seed).toString('hex');
    expect(acceptSolanaHit(hex, address, pattern)?.secretBase58).toBe(
      verifySolanaHit(seed, address, pattern)?.secretBase58,
    );
    expect(acceptSolanaHit(hex.slice(2), address, pattern)).toBeNull();
    expect(acceptSolanaHit(hex.toUpperCase(), address, pattern)).toBeNull();
  });

  it('pauses, resumes and stops', async () => {
    renderWalletTool(<SolanaVanityView />);
    await pauseResumeStop('Prefix', 'zzzzzzzz');
  }, 30_000);
});
