import { defineRoute } from '@/lib/catalog/define';

/** Home and the company pages: the first routes served. */
export const SITE_ROUTES = [
  defineRoute({
    path: '',
    routeName: 'home',
    parent: null,
    category: 'content',
    chain: null,
    title: '多链加密工具箱：批量转账、归集、发币 | Chainkit',
    titleEn: 'Multi-Chain Crypto Toolbox for Batch Transfers and Tokens | Chainkit',
    description:
      'Chainkit 是面向 Web3 用户和项目方的多链加密工具箱，覆盖 EVM、Solana、Sui、TON、TRON、Aptos、比特币等链，批量转账、归集、查余额、发币与监控，最高节省 95% 的时间与手续费。',
    descriptionEn:
      'Chainkit, the multi-chain crypto toolbox for web3 users and teams: batch send, collect, check balances, launch tokens and monitor wallets, up to 95% cheaper.',
    keywords: ['加密工具箱', '批量转账', '批量归集', '余额查询', '一键发币', '多链工具'],
    keywordsEn: [
      'crypto toolbox',
      'batch transfer',
      'multi-chain tools',
      'balance checker',
      'token creator',
      'web3 tools',
    ],
    namespace: 'home',
    isKeedScrollPosition: true,
    implemented: true,
  }),
  defineRoute({
    path: 'protocol/privacy-policy',
    routeName: 'protocol-privacy-policy',
    parent: null,
    category: 'content',
    chain: null,
    title: '隐私政策 | Chainkit',
    titleEn: 'Privacy Policy | Chainkit',
    description:
      '了解 Chainkit 收集哪些数据、为什么收集以及如何保护：私钥和助记词只在你的浏览器中使用，绝不上传；账户、支付与监控数据仅用于提供服务。',
    descriptionEn:
      'What data Chainkit collects and how it is protected: private keys and seed phrases stay in your browser, never uploaded; account data only runs the service.',
    keywords: ['隐私政策', '数据保护', '私钥安全', 'Cookie 说明', '用户隐私'],
    keywordsEn: ['privacy policy', 'data protection', 'private key safety', 'cookies', 'user privacy'],
    namespace: 'legal',
    implemented: true,
  }),
  defineRoute({
    path: 'protocol/terms-of-use',
    routeName: 'protocol-terms-of-use',
    parent: null,
    category: 'content',
    chain: null,
    title: '用户协议 | Chainkit',
    titleEn: 'Terms of Use | Chainkit',
    description:
      '使用 Chainkit 前请阅读用户协议：服务范围、VIP 订阅与付款规则、用户对自身钱包和交易的责任、风险提示与免责声明，以及违规使用的处理方式。',
    descriptionEn:
      'The terms for using Chainkit: what the service covers, VIP subscription and payment rules, your responsibility for your wallets, risks and disclaimers.',
    keywords: ['用户协议', '服务条款', '免责声明', 'VIP 付款规则', '风险提示'],
    keywordsEn: ['terms of use', 'terms of service', 'disclaimer', 'VIP payment terms', 'risk notice'],
    namespace: 'legal',
    implemented: true,
  }),
  defineRoute({
    path: 'about-us',
    routeName: 'about-us',
    parent: null,
    category: 'content',
    chain: null,
    title: '关于我们 | Chainkit',
    titleEn: 'About Us | Chainkit',
    description:
      'Chainkit 团队专注链上效率工具，为 Web3 用户和项目方打造覆盖多条公链的批量转账、发币、监控与交易工具，让复杂的链上操作变得简单、安全又省钱。',
    descriptionEn:
      'Chainkit builds on-chain tools for web3 users and project teams: batch transfers, token launches, monitors and trading across many chains, simple and safe.',
    keywords: ['关于 Chainkit', '团队介绍', '链上工具', 'Web3 工具箱', '联系我们'],
    keywordsEn: ['about Chainkit', 'our team', 'on-chain tools', 'web3 toolbox', 'contact'],
    namespace: 'about',
    implemented: true,
  }),
];
