import { defineRoute } from '@/lib/catalog/define';

/** Creating and managing SPL tokens, including the meme launchpads. Fees quoted are those of spec §9. */
export const SOLANA_TOKEN_ROUTES = [
  defineRoute({
    path: 'solana/token/publish',
    routeName: 'solana-token-publish',
    parent: null,
    category: 'token',
    chain: 'solana',
    title: 'Solana 一键发币 | Chainkit',
    titleEn: 'Solana SPL Token Creator | Chainkit',
    description:
      '无需写代码，在 Solana 上一键创建 SPL 代币：设置名称、符号、精度、总量和图标，可同时放弃增发与冻结权限，费用仅 0.1 SOL，几分钟完成发行。',
    descriptionEn:
      'Create an SPL token on Solana without code: set name, symbol, decimals, supply and logo, optionally revoke mint and freeze authority, for 0.1 SOL in minutes.',
    keywords: ['Solana 发币', 'SPL 代币创建', '一键发币', 'Solana 代币发行', '无代码发币'],
    keywordsEn: ['Solana token creator', 'create SPL token', 'launch token', 'Solana token maker', 'no-code token'],
    namespace: 'solanaTokenPublish',
    implemented: true,
  }),
  defineRoute({
    path: 'solana/token/update',
    routeName: 'solana-token-update',
    parent: null,
    category: 'token',
    chain: 'solana',
    title: 'Solana 代币信息更新 | Chainkit',
    titleEn: 'Solana Token Metadata Updater | Chainkit',
    description:
      '修改已发行 SPL 代币的名称、符号、图标、简介和社交链接等元数据，或放弃元数据更新权限，让钱包和浏览器显示最新信息，每次更新 0.1 SOL。',
    descriptionEn:
      'Change the name, symbol, logo, description and links of an SPL token you issued, or give up update authority, so wallets and explorers show the latest info.',
    keywords: ['代币信息更新', 'SPL 元数据', '修改代币图标', 'Solana 代币', '放弃更新权限'],
    keywordsEn: ['update token metadata', 'SPL metadata', 'change token logo', 'Solana token info', 'update authority'],
    namespace: 'solanaTokenUpdate',
    implemented: true,
  }),
  defineRoute({
    path: 'solana/account',
    routeName: 'solana-account',
    parent: null,
    category: 'token',
    chain: 'solana',
    title: 'Solana 代币管理：销毁、增发、放弃权限 | Chainkit',
    titleEn: 'Solana Token Manager: Burn, Mint, Revoke | Chainkit',
    description:
      '管理你发行的 Solana SPL 代币：增发、销毁、冻结账户，放弃增发权与冻结权，全部在一个页面完成，每项操作仅需 0.05 SOL，适合项目方日常维护代币。',
    descriptionEn:
      'Manage the SPL tokens you issued: mint more, burn, freeze accounts and revoke mint or freeze authority from one page, for 0.05 SOL per action.',
    keywords: ['Solana 代币管理', '销毁代币', '增发代币', '放弃权限', '冻结账户'],
    keywordsEn: ['Solana token manager', 'burn SPL token', 'mint SPL token', 'revoke authority', 'freeze account'],
    namespace: 'solanaAccount',
    implemented: true,
  }),
  defineRoute({
    path: 'solana/pump/publish',
    routeName: 'solana-pump-publish',
    parent: null,
    category: 'token',
    chain: 'solana',
    title: 'Pump.fun 一键发币与捆绑买入 | Chainkit',
    titleEn: 'Pump.fun Token Launcher | Chainkit',
    description:
      '在 Pump.fun 上一键发行 Meme 代币，并用多个钱包在同一区块捆绑买入，抢先建立持仓、减少被狙击，发币仅 0.05 SOL，适合 Solana Meme 项目方。',
    descriptionEn:
      'Launch a meme coin on Pump.fun and bundle buys from several wallets in the same block to take early positions and dodge snipers, for just 0.05 SOL per launch.',
    keywords: ['Pump.fun 发币', 'Pump 捆绑买入', 'Meme 币发行', 'Solana 发币', '防狙击'],
    keywordsEn: ['Pump.fun launch', 'bundle buy', 'meme coin creator', 'Solana token launch', 'anti-sniper'],
    namespace: 'solanaPumpPublish',
    implemented: false,
  }),
  defineRoute({
    path: 'solana/letsbonk/publish',
    routeName: 'solana-letsbonk-publish',
    parent: null,
    category: 'token',
    chain: 'solana',
    title: 'LetsBonk 一键发币 | Chainkit',
    titleEn: 'LetsBonk Token Launcher | Chainkit',
    description:
      '在 Solana 的 LetsBonk.fun 平台一键发行 Meme 代币，可设置图标、简介与社交链接，并用多个钱包捆绑首批买入，帮助 Meme 项目方快速、低成本上线。',
    descriptionEn:
      'Launch a meme token on LetsBonk.fun on Solana with logo, description and social links, and bundle the first buys from several wallets for a quick, cheap start.',
    keywords: ['LetsBonk 发币', 'Bonk 发币', 'Meme 币发行', 'Solana 发币平台', '捆绑买入'],
    keywordsEn: ['LetsBonk launch', 'Bonk launchpad', 'meme coin creator', 'Solana launchpad', 'bundle buy'],
    namespace: 'solanaLetsbonkPublish',
    implemented: false,
  }),
];
