import { defineRoute } from '@/lib/catalog/define';

/** Wallet creation and wallet safety: keys are generated in the browser and never sent to the server. */
export const WALLET_ROUTES = [
  defineRoute({
    path: 'batch/generate-wallet',
    routeName: 'batch-generate-wallet',
    parent: null,
    category: 'wallet',
    chain: 'evm',
    title: 'EVM 批量生成钱包 | Chainkit',
    titleEn: 'Batch Wallet Generator | Chainkit',
    description:
      '在浏览器本地批量生成 EVM 钱包地址、私钥和助记词，一次可生成上千个并导出 CSV，密钥全程不离开你的设备，适合空投交互、测试与多账号管理。',
    descriptionEn:
      'Generate thousands of EVM wallets with addresses, private keys and mnemonics locally in your browser and export them as CSV; the keys never leave your device.',
    keywords: ['批量生成钱包', '批量创建地址', '私钥生成', '助记词生成', '离线钱包'],
    keywordsEn: [
      'batch wallet generator',
      'bulk address creation',
      'private key generator',
      'mnemonic',
      'offline wallet',
    ],
    namespace: 'batchGenerateWallet',
    implemented: true,
  }),
  defineRoute({
    path: 'mnemonic',
    routeName: 'mnemonic',
    parent: null,
    category: 'wallet',
    chain: 'multi',
    title: '助记词生成与派生工具 | Chainkit',
    titleEn: 'Mnemonic Generator and Deriver | Chainkit',
    description:
      '在浏览器本地生成或校验 BIP39 助记词，并按派生路径批量导出对应的多链地址与私钥，支持 EVM、Solana、TRON 等链，数据全程离线处理，不会上传。',
    descriptionEn:
      'Generate or validate BIP39 mnemonics locally and derive addresses and keys for EVM, Solana, TRON and more along any derivation path; nothing is ever uploaded.',
    keywords: ['助记词生成', '助记词派生', 'BIP39 工具', '私钥导出', '派生路径'],
    keywordsEn: ['mnemonic generator', 'BIP39 tool', 'derive addresses', 'private key export', 'derivation path'],
    namespace: 'mnemonic',
    implemented: true,
  }),
  defineRoute({
    path: 'vanity-address',
    routeName: 'vanity-address',
    parent: null,
    category: 'wallet',
    chain: 'evm',
    title: 'EVM 靓号地址生成器 | Chainkit',
    titleEn: 'EVM Vanity Address Generator | Chainkit',
    description:
      '在浏览器本地生成自定义前缀或后缀的 EVM 靓号钱包地址，多线程加速计算，私钥只保存在你的设备上，适合打造有辨识度的项目地址或个人收款地址。',
    descriptionEn:
      'Generate an EVM vanity address with the prefix or suffix you choose, computed locally on several threads; the private key never leaves your device.',
    keywords: ['靓号地址', 'EVM 靓号', '自定义地址', '地址生成器', '以太坊靓号'],
    keywordsEn: ['vanity address', 'EVM vanity', 'custom address', 'address generator', 'Ethereum vanity'],
    namespace: 'vanityAddress',
    implemented: true,
  }),
  defineRoute({
    path: 'approve/check',
    routeName: 'approve-check',
    parent: null,
    category: 'wallet',
    chain: 'evm',
    title: '授权检查与撤销 | Chainkit',
    titleEn: 'Token Approval Checker and Revoker | Chainkit',
    description:
      '查看钱包在 EVM 链上给合约的全部代币与 NFT 授权，识别无限额度和可疑合约，并一键撤销不再需要的授权，降低被钓鱼或合约漏洞盗取资产的风险。',
    descriptionEn:
      'List every token and NFT approval your wallet has granted on EVM chains, spot unlimited allowances and risky contracts, and revoke the ones you no longer need.',
    keywords: ['授权检查', '撤销授权', '无限授权', '钱包安全', 'Revoke 授权'],
    keywordsEn: ['approval checker', 'revoke approvals', 'token allowance', 'wallet security', 'unlimited approval'],
    namespace: 'approveCheck',
    implemented: true,
  }),
  defineRoute({
    path: 'approve/custom',
    routeName: 'approve-custom',
    parent: null,
    category: 'wallet',
    chain: 'evm',
    title: '自定义代币授权额度 | Chainkit',
    titleEn: 'Custom Token Approval | Chainkit',
    description:
      '为任意 EVM 合约设置精确的代币授权额度：输入代币和被授权合约地址，自定义数量或设为零，避免 DApp 默认的无限授权，适合谨慎管理资产的用户。',
    descriptionEn:
      'Set an exact token allowance for any EVM contract: enter the token and spender, choose the amount or zero, and avoid the unlimited approvals dApps ask for.',
    keywords: ['自定义授权', '授权额度', 'Approve 工具', '代币授权', '合约授权'],
    keywordsEn: ['custom approval', 'set allowance', 'approve tool', 'token approve', 'spender allowance'],
    namespace: 'approveCustom',
    implemented: true,
  }),
  defineRoute({
    path: 'eip7702',
    routeName: 'eip7702',
    parent: null,
    category: 'wallet',
    chain: 'evm',
    title: 'EIP-7702 委托检查与撤销 | Chainkit',
    titleEn: 'EIP-7702 Delegation Checker | Chainkit',
    description:
      '检查你的 EVM 钱包是否已通过 EIP-7702 委托给某个合约代码，识别恶意委托带来的盗币风险，并可一键撤销委托，让账户恢复为普通外部账户。',
    descriptionEn:
      'See whether your EVM wallet has an EIP-7702 delegation, spot malicious delegations that can drain funds, and revoke them to return to a plain account.',
    keywords: ['EIP-7702 检查', '撤销委托', '账户抽象', '钱包安全', '恶意委托'],
    keywordsEn: [
      'EIP-7702 checker',
      'revoke delegation',
      'account abstraction',
      'wallet security',
      'malicious delegation',
    ],
    namespace: 'eip7702',
    implemented: true,
  }),
  defineRoute({
    path: 'metamask/helper',
    routeName: 'metamask-helper',
    parent: null,
    category: 'wallet',
    chain: 'evm',
    title: 'MetaMask 小狐狸助手 | Chainkit',
    titleEn: 'MetaMask Helper | Chainkit',
    description:
      '一键把常用 EVM 网络和代币添加到 MetaMask，快速切换网络，查看每条链上的 nonce，并疏通卡住的待处理交易队列。',
    descriptionEn:
      'Add EVM networks and tokens to MetaMask in one click, switch chains, see your nonces on every chain and unstick a stuck queue of pending transactions.',
    keywords: ['MetaMask 助手', '添加网络', '自定义 RPC', '添加代币', '小狐狸钱包'],
    keywordsEn: ['MetaMask helper', 'add network', 'custom RPC', 'add token', 'MetaMask setup'],
    namespace: 'metamaskHelper',
    implemented: true,
  }),
];
