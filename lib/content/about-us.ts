import type { LocalizedDocument } from './types';

/** The about-us page. Section ids are the page anchors in both languages. */
export const ABOUT_US: LocalizedDocument = {
  en: {
    title: 'About Chainkit',
    updatedAt: '2026-11-22',
    intro:
      'Chainkit is a multi-chain crypto toolbox on the web. Sending to hundreds of addresses, collecting from dozens of wallets, checking balances, launching a token: the repetitive, error-prone work of crypto becomes a few clicks, on the chains people actually use.',
    sections: [
      {
        id: 'what-chainkit-is',
        heading: 'What Chainkit is',
        paragraphs: [
          'Chainkit brings the tools that crypto users and project teams reach for every day into one place: batch send and collect for tokens and NFTs, batch balance checks, token publishing and management, Solana rent reclaim, vanity addresses and wallet generation, balance monitors with notifications, and a fast RPC service.',
          'Everything runs in your browser, in English or Chinese, on desktop or on our mobile version. Many tools work without an account; sign up with an e-mail address or your wallet when you want to save settings, use monitors or unlock VIP features.',
        ],
      },
      {
        id: 'who-we-serve',
        heading: 'Who it is for',
        paragraphs: [
          'Airdrop hunters and traders who manage many wallets and need to fund them, check them and collect from them quickly.',
          'Project teams that launch tokens, run airdrops, distribute rewards and pay contributors.',
          'Communities, market makers and developers who need dependable batch operations, monitoring and RPC access across several chains.',
        ],
      },
      {
        id: 'principles',
        heading: 'Our principles',
        paragraphs: [
          'Your keys stay in your browser. Private keys and mnemonics you use in a tool sign locally and are never sent to our servers. We never hold your funds.',
          'Fees are shown before you sign. Every tool shows the estimated network fee and any Chainkit service fee before a transaction reaches your wallet, and service fees are charged in that same transaction, so nothing is charged behind your back later.',
          'One click for a whole batch. Paste a list or import a CSV or Excel file, see every row checked with clear errors, and send hundreds of transfers in as few transactions as the chain allows. Failed rows can be retried on their own, and results can be exported.',
          'Real chains. Chainkit works directly with each chain’s own nodes and contracts, and we test our tools against real chain software before they go live, not against mock-ups.',
        ],
      },
      {
        id: 'supported-chains',
        heading: 'Supported chains',
        paragraphs: [
          'EVM: Ethereum, BNB Smart Chain (BSC) and any other EVM chain you add with its RPC endpoint.',
          'Solana, Sui, TON, Tron and Aptos.',
          'Bitcoin and Dogecoin.',
          'Not every tool is available on every chain; each tool page lists the chains it supports.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        paragraphs: [
          'Questions, feedback, partnership requests or bug reports: write to support@chainkit.app. Tell us which tool or chain you would like next; suggestions shape what we build.',
          'Chainkit staff will never ask for your private key or mnemonic. Be wary of anyone who claims to be us and does.',
        ],
      },
    ],
  },
  cn: {
    title: '关于 Chainkit',
    updatedAt: '2026-11-22',
    intro:
      'Chainkit 是一个多链加密工具箱网站。给几百个地址转账、从几十个钱包里归集、批量查余额、一键发币……这些重复又容易出错的活儿，在 Chainkit 上点几下就能搞定，而且覆盖大家真正在用的主流公链。',
    sections: [
      {
        id: 'what-chainkit-is',
        heading: 'Chainkit 是什么',
        paragraphs: [
          'Chainkit 把币圈用户和项目方每天都要用到的工具集中在一起：代币和 NFT 批量转账与归集、批量查余额、发币与代币管理、Solana 关闭账户回收租金、靓号地址与钱包批量生成、余额监控与通知，以及高速 RPC。',
          '所有工具都在浏览器里运行，支持中文和英文，电脑和手机都能用。很多工具无需注册即可直接使用；需要保存设置、使用监控或开通会员功能时，再用邮箱或钱包登录即可。',
        ],
      },
      {
        id: 'who-we-serve',
        heading: '为谁而做',
        paragraphs: [
          '撸毛党和交易者：手上钱包多，需要快速分发 Gas、批量查余额、一键归集。',
          '项目方：发币、做空投、发放奖励、给贡献者批量打款。',
          '社区、做市团队和开发者：需要在多条链上稳定地批量操作、监控地址和调用 RPC。',
        ],
      },
      {
        id: 'principles',
        heading: '我们的原则',
        paragraphs: [
          '私钥只留在你的浏览器：工具中用到的私钥和助记词只在本地签名，绝不会上传到我们的服务器。我们从不托管你的资金。',
          '签名前看清费用：每个工具都会在交易发到钱包之前，显示预估的网络手续费和 Chainkit 服务费；服务费就包含在同一笔交易里，事后不会再偷偷扣费。',
          '整批操作一键完成：粘贴列表或导入 CSV、Excel 文件，每一行都会校验并给出清楚的错误提示，成百上千笔转账按链的能力打包成尽量少的交易。失败的行可以单独重试，结果可以导出。',
          '真实的链：Chainkit 直接与各条链自己的节点和合约交互，每个工具上线前都在真实的链上环境中测试，而不是只用模拟数据跑一遍。',
        ],
      },
      {
        id: 'supported-chains',
        heading: '支持的链',
        paragraphs: [
          'EVM：以太坊、BNB Smart Chain（BSC），以及你通过 RPC 自行添加的任意 EVM 链。',
          'Solana、Sui、TON、Tron（波场）和 Aptos。',
          '比特币（Bitcoin）和狗狗币（Dogecoin）。',
          '并非每个工具都支持所有链，具体以各工具页面列出的链为准。',
        ],
      },
      {
        id: 'contact',
        heading: '联系我们',
        paragraphs: [
          '问题反馈、功能建议、商务合作或 Bug 报告，请发邮件至 support@chainkit.app。想要什么新工具、新链，也欢迎告诉我们，你的建议会直接影响我们接下来做什么。',
          'Chainkit 的工作人员绝不会向你索要私钥或助记词，请警惕任何冒充我们的人。',
        ],
      },
    ],
  },
};
