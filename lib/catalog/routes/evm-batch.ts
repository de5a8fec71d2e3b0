import { defineRoute } from '@/lib/catalog/define';

/** Batch tools for EVM chains: the same flow of import, plan, sign and track, applied to many wallets or receivers. */
export const EVM_BATCH_ROUTES = [
  defineRoute({
    path: 'batch/send-token',
    routeName: 'batch-send-token',
    parent: null,
    category: 'batch',
    chain: 'evm',
    title: 'EVM 批量转账 | Chainkit',
    titleEn: 'EVM Batch Token Sender | Chainkit',
    description:
      '在以太坊、BSC 等 EVM 链上把原生币或 ERC20 代币批量发送到上千个地址，支持粘贴或导入 CSV、Excel，实时显示进度，最高节省 95% 的时间与手续费。',
    descriptionEn:
      'Send native coins or ERC-20 tokens to thousands of addresses on Ethereum, BSC and other EVM chains from a list or CSV, with live progress and up to 95% saved.',
    keywords: ['批量转账', '代币批量发送', 'ERC20 批量转账', '批量空投', '一键转账'],
    keywordsEn: ['batch send token', 'bulk transfer', 'ERC-20 multisender', 'token airdrop', 'mass payout'],
    namespace: 'batchSendToken',
    implemented: true,
  }),
  defineRoute({
    path: 'batch/multi-send',
    routeName: 'batch-multi-send',
    parent: null,
    category: 'batch',
    chain: 'evm',
    title: 'EVM 多钱包批量转账 | Chainkit',
    titleEn: 'EVM Many-to-Many Transfers | Chainkit',
    description:
      '粘贴多个钱包私钥，每个钱包各自向自己的收款地址发送原生币或 ERC20 代币，可选“全部”并自动预留 Gas；私钥只在浏览器内签名，不会发送到服务器。',
    descriptionEn:
      'Many wallets each send native coin or an ERC-20 to their own recipient, "all" leaving exactly the gas; keys sign in your browser, never on our server.',
    keywords: ['多对多转账', '多钱包转账', '批量转账', '私钥批量签名', '钱包资金分发'],
    keywordsEn: ['many-to-many transfer', 'multi-wallet transfer', 'batch transfer', 'bulk signing', 'wallet payouts'],
    namespace: 'batchMultiSend',
    implemented: true,
  }),
  defineRoute({
    path: 'batch/collection',
    routeName: 'batch-collection',
    parent: null,
    category: 'batch',
    chain: 'evm',
    title: 'EVM 批量归集 | Chainkit',
    titleEn: 'EVM Batch Token Collector | Chainkit',
    description:
      '把多个钱包里的原生币或 ERC20 代币一键归集到同一地址：导入钱包，设置保留数量与 Gas，自动逐个转出，最高节省 95% 的时间与手续费，适合工作室和项目方。',
    descriptionEn:
      'Sweep native coins or ERC-20 tokens from many wallets into one address: set what to keep and the gas, and each transfer is sent for you, up to 95% faster.',
    keywords: ['批量归集', '代币归集', '资金归集', '多钱包归集', 'ERC20 归集'],
    keywordsEn: ['batch collect', 'token sweep', 'fund consolidation', 'multi-wallet collector', 'ERC-20 collect'],
    namespace: 'batchCollection',
    implemented: true,
  }),
  defineRoute({
    path: 'batch/send-nft',
    routeName: 'batch-send-nft',
    parent: null,
    category: 'batch',
    chain: 'evm',
    title: 'NFT 批量转账 | Chainkit',
    titleEn: 'Batch NFT Sender | Chainkit',
    description:
      '把 ERC721 或 ERC1155 NFT 批量发送到多个地址：上传 Token ID 与接收地址列表，自动打包交易，最高节省 90% 的时间与手续费，适合 NFT 空投和白名单发放。',
    descriptionEn:
      'Send ERC-721 or ERC-1155 NFTs to many addresses: upload the token IDs and receivers and the transactions are packed for you, saving up to 90% in time and fees.',
    keywords: ['NFT 批量转账', 'NFT 空投', '批量发送 NFT', 'ERC721 转账', 'ERC1155 转账'],
    keywordsEn: ['batch NFT sender', 'NFT airdrop', 'bulk NFT transfer', 'ERC-721 transfer', 'ERC-1155 transfer'],
    namespace: 'batchSendNft',
    implemented: true,
  }),
  defineRoute({
    path: 'batch/collection-nft',
    routeName: 'batch-collection-nft',
    parent: null,
    category: 'batch',
    chain: 'evm',
    title: 'NFT 批量归集 | Chainkit',
    titleEn: 'Batch NFT Collector | Chainkit',
    description:
      '把分散在多个钱包中的 ERC721 和 ERC1155 NFT 批量归集到一个地址，自动识别持有的 Token ID 并逐个转移，最高节省 90% 的时间与手续费，适合 NFT 玩家和工作室。',
    descriptionEn:
      'Gather ERC-721 and ERC-1155 NFTs from many wallets into one address: the token IDs are found for you and moved in bulk, saving up to 90% in time and fees.',
    keywords: ['NFT 归集', '批量转移 NFT', 'ERC721 归集', 'ERC1155 归集', 'NFT 工作室工具'],
    keywordsEn: ['NFT collector', 'batch NFT transfer', 'ERC-721 sweep', 'ERC-1155 sweep', 'NFT tools'],
    namespace: 'batchCollectionNft',
    needVipFeature: 'nftCollection',
    implemented: true,
  }),
  defineRoute({
    path: 'batch/approve',
    routeName: 'batch-approve',
    parent: null,
    category: 'batch',
    chain: 'evm',
    title: 'EVM 批量授权 | Chainkit',
    titleEn: 'Batch Token Approval | Chainkit',
    description:
      '用多个钱包一次性完成对同一合约的代币授权：导入钱包并设置额度，自动逐个签名发送，省去重复操作，最高节省 95% 的时间，适合多账号用户。',
    descriptionEn:
      'Approve a token for one contract from many wallets at once: set the allowance and let Chainkit sign and send each approval, saving up to 95% of your time.',
    keywords: ['批量授权', '多钱包授权', '批量 Approve', '代币授权', '多账号工具'],
    keywordsEn: ['batch approve', 'multi-wallet approval', 'bulk approve', 'token allowance', 'multi-account tool'],
    namespace: 'batchApprove',
    implemented: true,
  }),
  defineRoute({
    path: 'batch/call-contract',
    routeName: 'batch-call-contract',
    parent: null,
    category: 'batch',
    chain: 'evm',
    title: '批量调用合约 | Chainkit',
    titleEn: 'Batch Contract Caller | Chainkit',
    description:
      '用多个钱包批量调用任意 EVM 合约方法：导入合约 ABI，填写参数与金额，即可一次完成铸造、领取等链上交互，最高节省 95% 的时间与手续费。',
    descriptionEn:
      'Call any EVM contract method from many wallets in one run: load the ABI, fill in arguments and value, then mint, claim or interact in bulk, up to 95% faster.',
    keywords: ['批量调用合约', '批量交互', '批量 Mint', '合约交互工具', '多钱包操作'],
    keywordsEn: ['batch contract call', 'bulk interaction', 'batch mint', 'contract caller', 'multi-wallet'],
    namespace: 'batchCallContract',
    implemented: true,
  }),
];
