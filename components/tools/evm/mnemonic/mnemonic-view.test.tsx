/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { checkMnemonic, deriveEvmAccount } from '@/chains/evm/keys';
import { leaksOf, renderWalletTool, spyOnLeaks } from '../wallet-generation/wallet-tools-test-support';
import { MnemonicView } from './mnemonic-view';

const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
const HARDHAT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HARDHAT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

afterEach(() => jest.restoreAllMocks());
beforeEach(() => window.sessionStorage.clear());

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Generated wallets' }))
    .getAllByRole('row')
    .slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.querySelector('code')?.textContent ?? cell.textContent);
const generatedWords = () =>
  within(screen.getByRole('list', { name: 'New mnemonic' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('MnemonicView', () => {
  it('says it works offline and sends nothing', () => {
    renderWalletTool(<MnemonicView />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'once this page has loaded it works offline, and nothing you type or generate is sent anywhere',
    );
  });

  it.each([12, 15, 18, 21, 24])('generates a valid %i-word mnemonic', (count) => {
    renderWalletTool(<MnemonicView />);
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: String(count) } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const words = generatedWords();
    expect(words).toHaveLength(count);
    expect(checkMnemonic(words.join(' ')).ok).toBe(true);
  });

  it('hands a generated mnemonic to the deriver, which finds it valid', () => {
    renderWalletTool(<MnemonicView />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const words = generatedWords();
    fireEvent.click(screen.getByRole('button', { name: 'Derive its addresses below' }));
    expect(screen.getByLabelText('Mnemonic')).toHaveValue(words.join(' '));
    expect(screen.getByText('Valid mnemonic: 12 words.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide it' }));
    expect(screen.queryByRole('list', { name: 'New mnemonic' })).toBeNull();
  });

  it('validates a pasted mnemonic with the exact problem', () => {
    renderWalletTool(<MnemonicView />);
    const field = screen.getByLabelText('Mnemonic');
    fireEvent.change(field, { target: { value: 'test' } });
    expect(screen.getByText('1 word: a mnemonic has 12, 15, 18, 21 or 24 words.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: TEST_MNEMONIC.replace(/^test/, 'tset') } });
    expect(screen.getByText('Word 1 “tset” is not in the BIP39 English word list.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: TEST_MNEMONIC.replace(/junk$/, 'test') } });
    expect(screen.getByText('The checksum does not match: a word is wrong or out of order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Derive addresses' })).toBeDisabled();
    fireEvent.change(field, { target: { value: `\n  ${TEST_MNEMONIC.toUpperCase().replaceAll(' ', '   ')}  ` } });
    expect(screen.getByText('Valid mnemonic: 12 words.')).toBeInTheDocument();
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toHaveAttribute('autocomplete', 'off');
  });

  it('derives a base path and index range', async () => {
    const spies = spyOnLeaks();
    const { http } = renderWalletTool(<MnemonicView />);
    fireEvent.change(screen.getByLabelText('Mnemonic'), { target: { value: TEST_MNEMONIC } });
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Derive addresses' }));
    await screen.findByText(/^2 generated in/);
    expect(bodyRows().map((row) => cellTexts(row).slice(0, 3))).toEqual([
      ['0', "m/44'/60'/0'/0/0", HARDHAT_0],
      ['1', "m/44'/60'/0'/0/1", HARDHAT_1],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show private key 0' }));
    const key = cellTexts(bodyRows()[0])[3] ?? '';
    expect(key).toBe(deriveEvmAccount(TEST_MNEMONIC).privateKey);
    expect(leaksOf(spies, http, [key, TEST_MNEMONIC])).toEqual([]);
    expect(spies.fetch).not.toHaveBeenCalled();
  });

  it('drops the derived addresses once the mnemonic turns invalid or changes, and says what is wrong', async () => {
    renderWalletTool(<MnemonicView />);
    const field = screen.getByLabelText('Mnemonic');
    fireEvent.change(field, { target: { value: TEST_MNEMONIC } });
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Derive addresses' }));
    await screen.findByText(/^2 generated in/);
    fireEvent.change(field, { target: { value: ` ${TEST_MNEMONIC.toUpperCase()}` } }); // the same mnemonic
    expect(bodyRows()).toHaveLength(2);
    fireEvent.change(field, { target: { value: TEST_MNEMONIC.replace(/junk$/, 'test') } });
    expect(screen.getByText('The checksum does not match: a word is wrong or out of order.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Generated wallets' })).toBeNull();
    expect(screen.queryByText(HARDHAT_0)).toBeNull();
    expect(screen.queryByText(/^2 generated in/)).toBeNull();
  });

  it('derives one custom full path, and refuses a malformed one', async () => {
    renderWalletTool(<MnemonicView />);
    fireEvent.change(screen.getByLabelText('Mnemonic'), { target: { value: TEST_MNEMONIC } });
    fireEvent.click(screen.getByLabelText('One full custom path'));
    const path = screen.getByLabelText('Full derivation path');
    fireEvent.change(path, { target: { value: 'm/44/60/x' } });
    expect(screen.getByText("Not a derivation path: write it like m/44'/60'/0'/0/0.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Derive addresses' })).toBeDisabled();
    fireEvent.change(path, { target: { value: 'm/44h/60h/0h/0/1' } });
    expect(screen.getByText("Derives the one account at m/44'/60'/0'/0/1.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Derive addresses' }));
    await screen.findByText(/^1 generated in/);
    expect(bodyRows().map((row) => cellTexts(row).slice(0, 3))).toEqual([['1', "m/44'/60'/0'/0/1", HARDHAT_1]]);
  });

  it('renders in Chinese', () => {
    renderWalletTool(<MnemonicView />, 'cn');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('助记词生成与派生');
    fireEvent.change(screen.getByLabelText('助记词'), { target: { value: TEST_MNEMONIC.replace(/junk$/, 'test') } });
    expect(screen.getByText('校验和不匹配：有单词错误或顺序不对。')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('助记词'), { target: { value: TEST_MNEMONIC } });
    expect(screen.getByText('助记词有效：共 12 个词。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '派生地址' })).toBeEnabled();
  });

  it('keeps its settings (length, path, range) across a remount; never the mnemonic or passphrase', async () => {
    const spies = spyOnLeaks();
    const first = renderWalletTool(<MnemonicView />);
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const words = generatedWords().join(' ');
    fireEvent.change(screen.getByLabelText('Mnemonic'), { target: { value: TEST_MNEMONIC } });
    fireEvent.click(screen.getByLabelText('One full custom path'));
    fireEvent.change(screen.getByLabelText('Full derivation path'), { target: { value: "m/44'/60'/0'/0/7" } });
    first.unmount();
    expect(leaksOf(spies, first.http, [TEST_MNEMONIC, words])).toEqual([]);

    renderWalletTool(<MnemonicView />, 'cn');
    await waitFor(() => expect(screen.getByLabelText('完整派生路径')).toHaveValue("m/44'/60'/0'/0/7"));
    expect(screen.getByLabelText('长度')).toHaveValue('24');
    expect(screen.getByLabelText('助记词')).toHaveValue('');
    expect(screen.queryByRole('list', { name: '新助记词' })).toBeNull();
  });
});
