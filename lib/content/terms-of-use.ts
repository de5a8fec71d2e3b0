import type { LocalizedDocument } from './types';

/** The terms of use shown at /protocol/terms-of-use. Section ids are the page anchors in both languages. */
export const TERMS_OF_USE: LocalizedDocument = {
  en: {
    title: 'Terms of Use',
    updatedAt: '2026-11-22',
    intro:
      'These terms govern your use of Chainkit: the website in English and Chinese, its mobile version, and its tools and APIs. Please read them carefully, especially the sections on fees, risks and limitation of liability. How we handle personal data is explained in our Privacy Policy.',
    sections: [
      {
        id: 'acceptance',
        heading: 'Accepting these terms',
        paragraphs: [
          'By visiting Chainkit, creating an account or using any tool, you agree to these terms and to our Privacy Policy. If you do not agree, do not use the service.',
          'If you use Chainkit on behalf of a company or project team, you confirm that you are authorised to accept these terms for it, and “you” then includes that organisation.',
        ],
      },
      {
        id: 'the-service',
        heading: 'The service',
        paragraphs: [
          'Chainkit is a web toolbox for crypto users and project teams. It includes batch sending and collection of tokens and NFTs, balance checks, token publishing and management, Solana rent reclaim (closing empty token accounts), vanity address and wallet generation, balance monitors with notifications, a fast RPC service and other tools, on Ethereum, BSC and any other EVM chain you add, Solana, Sui, TON, Tron, Aptos, Bitcoin and Dogecoin.',
          'Some tools are free, some charge a service fee and some need a paid VIP plan for the feature concerned. We may add, change, limit or retire tools, supported chains and limits (such as the number of addresses per balance check) at any time, and we do not promise that any tool will be available at any given moment.',
          'Chainkit is software that helps you create and sign transactions yourself. We are not an exchange, broker, bank, custodian or financial adviser, and we do not execute trades or hold assets on your behalf.',
        ],
      },
      {
        id: 'eligibility',
        heading: 'Eligibility',
        paragraphs: [
          'You must be at least 18 years old, or the age of majority where you live if that is higher, and able to enter into a binding contract.',
          'You may not use Chainkit if you are the target of sanctions administered by the United Nations, the United States, the European Union, the United Kingdom or any other authority whose sanctions apply to you or to us, if you are owned or controlled by such a person, or if you are located in a country or region under comprehensive sanctions.',
          'You are responsible for making sure that your use of Chainkit, including trading, issuing tokens, airdrops and fundraising, is lawful where you live, and for any taxes that apply to you.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Your account',
        paragraphs: [
          'You can create an account with an e-mail address and password or by signing a message with your wallet, and you can bind an e-mail address and a wallet address to the same account. Give accurate information and keep it up to date.',
          'You are responsible for everything done through your account. Keep your password, and the e-mail account and wallet linked to your account, secure, and tell us at support@chainkit.app if you suspect unauthorised use.',
          'You may not create several accounts to get around limits or referral rules. Accounts are personal and may not be sold or transferred.',
        ],
      },
      {
        id: 'non-custodial',
        heading: 'Non-custodial service and your keys',
        paragraphs: [
          'Chainkit never takes custody of your funds. Your assets stay in wallets you control, and every transaction is signed by you, in your wallet or in your browser, before it is sent.',
          'Private keys and mnemonics you paste into a tool are used in your browser to sign transactions and are never sent to our servers. This means we cannot see, recover or reset your keys, reverse your transactions or restore access to a wallet. If you lose your keys or someone else obtains them, your assets may be lost for good.',
          'Pasting private keys into any website carries risk. Where you can, use dedicated wallets holding limited funds for batch operations, make sure you are on the genuine Chainkit site, and keep offline backups of your keys.',
        ],
      },
      {
        id: 'fees-and-vip',
        heading: 'Fees, VIP plans and payments',
        paragraphs: [
          'VIP plans. Some features, such as batch trading, the balance monitor and its notifications, the fast RPC service, batch NFT collection, exchange withdrawals and X (Twitter) account monitoring, need a VIP plan for that feature. Plans last 7, 30 or 365 days and are paid on chain, in the stablecoins and on the chains shown on the VIP page, at the price shown when you pay. A plan is activated once our server has confirmed the payment transaction on the chain.',
          'Renewals. Renewing a plan that is still active extends it from its current expiry date, so you do not lose the days you have left; renewing an expired plan runs from the moment the payment is confirmed. Plans never renew automatically: you make each payment yourself.',
          'Service fees. Some tools charge a service fee, which is included in the same transaction as your operation (for example a small amount of SOL added to a Solana batch send). The fee and an estimate of the network fee are shown before you sign, and by signing you agree to pay them.',
          'Network fees. Gas and other network fees go to the blockchain’s validators, not to us, and may be charged even when a transaction fails or is reverted.',
          'No refunds. VIP fees are non-refundable once your plan has been credited, and service fees are non-refundable once the transaction is confirmed, except where the law requires otherwise. Pay only from a supported wallet, on the chain, in the token and for the amount shown; a payment sent to a wrong address, on a wrong chain or in an unsupported token may be impossible to recover, but contact us and we will help where we can.',
          'Referrals. If another user signs up with your invite code, you may earn a share of their eligible payments, as described on the site. We may change the referral terms for future payments, and we may withhold rewards obtained through self-referral, fake accounts or other abuse.',
          'Prices may change. A price change never affects a plan you have already paid for.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        paragraphs: [
          'You agree not to use Chainkit to: break any law or regulation; send funds to, receive funds from or act for sanctioned persons; commit fraud or run scams, phishing, rug pulls or Ponzi schemes, or issue tokens that impersonate other projects; manipulate markets, including wash trading, spoofing and coordinated pump-and-dump schemes; launder money or finance terrorism; spread malware or collect other people’s keys; or infringe anyone else’s rights.',
          'You also agree not to attack or overload the service; bypass limits, VIP checks or rate limits; scrape it in a way that harms other users; resell the fast RPC service or other paid features without our permission; or use our RPC proxy to reach anything other than the blockchain endpoints it is meant for.',
          'You alone are responsible for the tokens you publish, the transactions you send and the addresses you send to. We may refuse, limit or block any use that we reasonably believe breaks these rules.',
        ],
      },
      {
        id: 'networks-and-risks',
        heading: 'Blockchain networks and risks',
        paragraphs: [
          'Chainkit works with public blockchains, wallets, RPC providers, decentralised exchanges and smart contracts that we do not control. Their availability, fees and behaviour can change without notice.',
          'Blockchain transactions are public and irreversible. Once a transaction is confirmed, neither you nor we can cancel or reverse it. Check every address, amount, token and network before you sign; a mistake in a pasted list or an imported file will be carried out exactly as written.',
          'Smart contracts, including token templates and multisend contracts, can contain bugs or behave unexpectedly, and tokens you interact with may be malicious. Gas prices can spike, transactions can fail or be delayed, and in a batch some rows may succeed while others fail. Crypto-asset prices are highly volatile, and you can lose the entire value of your assets.',
          'The network fee estimates, balances, prices and results Chainkit shows depend on third-party data and may be inaccurate or out of date.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual property',
        paragraphs: [
          'The Chainkit name and logo, the website, its software, texts and designs belong to us or our licensors and are protected by law. We give you a personal, non-exclusive, non-transferable right to use the service under these terms. You may not copy, modify or resell the service or build derivative services from it, except as the law allows or as we permit in writing.',
          'You keep your rights in the content you provide, such as your avatar, token names, logos and metadata. You give us the permission we need to store, process and display that content in order to provide the service, and you confirm that you have the right to use it.',
          'Open-source components used in Chainkit remain under their own licences.',
        ],
      },
      {
        id: 'disclaimers',
        heading: 'Disclaimers',
        paragraphs: [
          'Chainkit is provided “as is” and “as available”. To the extent the law allows, we give no warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose, non-infringement, accuracy or uninterrupted availability.',
          'Nothing on Chainkit, including research, project reports, airdrop checks, calendars and market information, is investment, financial, legal or tax advice. We do not endorse any token, project or person mentioned on or created through the site. Do your own research.',
          'Figures about savings in time or fees are illustrative; actual results depend on the chain, network conditions and how you use the tools.',
        ],
      },
      {
        id: 'limitation-of-liability',
        heading: 'Limitation of liability',
        paragraphs: [
          'To the extent the law allows, Chainkit and its team are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or crypto-assets, arising from your use of or inability to use the service, including losses caused by mistakes in your transactions, compromised keys or devices, third-party networks, wallets, RPC providers or smart contracts, or events beyond our reasonable control.',
          'To the extent the law allows, our total liability for all claims relating to the service is limited to the fees you paid us in the twelve months before the event giving rise to the claim.',
          'Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence, or affects your rights as a consumer under mandatory law.',
          'You agree to compensate us for claims, losses and costs, including reasonable legal fees, arising from your breach of these terms or your misuse of the service.',
        ],
      },
      {
        id: 'termination',
        heading: 'Suspension and termination',
        paragraphs: [
          'You can stop using Chainkit at any time and ask us to delete your account by writing to support@chainkit.app.',
          'We may suspend or close your account, or block access to the service, if you break these terms, if the law requires it, or if we need to protect the service or other users; where reasonable, we will tell you why. If we close your account for a breach, unused VIP time is not refunded. Because Chainkit is non-custodial, closing an account never affects the assets in your wallets.',
          'Provisions that by their nature should survive, including those on fees already paid, risks, intellectual property, disclaimers and limitation of liability, continue to apply after termination.',
        ],
      },
      {
        id: 'changes-to-terms',
        heading: 'Changes to these terms',
        paragraphs: [
          'We may change these terms, for example when we add tools or when the law changes. We announce changes on the site and update the date at the top of this page; for significant changes we give notice before they take effect whenever we reasonably can.',
          'If you keep using Chainkit after a change takes effect, you accept the new terms. If you do not agree, stop using the service.',
        ],
      },
      {
        id: 'governing-terms-and-contact',
        heading: 'General terms and contact',
        paragraphs: [
          'These terms, together with the Privacy Policy and the prices and rules shown for each tool, are the entire agreement between you and us about the service. If any provision is found unenforceable, the rest remain in effect. If we do not enforce a provision straight away, we do not give up the right to enforce it later.',
          'If a dispute arises, please contact us first and we will try to resolve it informally; the mandatory laws of the country where you live continue to protect you. These terms are published in English and Chinese with the same meaning; if the two versions differ, the English version prevails unless local law requires otherwise.',
          'Questions about these terms: support@chainkit.app.',
        ],
      },
    ],
  },
  cn: {
    title: '用户协议',
    updatedAt: '2026-11-22',
    intro:
      '本协议约束你对 Chainkit 的使用，包括中英文网站、移动版以及站内的工具和接口。请仔细阅读，尤其是关于费用、风险和责任限制的部分。我们如何处理个人数据，请参阅《隐私政策》。',
    sections: [
      {
        id: 'acceptance',
        heading: '接受本协议',
        paragraphs: [
          '访问 Chainkit、注册账户或使用任何工具，即表示你同意本协议和《隐私政策》。如果不同意，请不要使用本服务。',
          '如果你代表公司或项目方使用 Chainkit，即表示你确认已获授权代其接受本协议，此时本协议中的“你”也包括该组织。',
        ],
      },
      {
        id: 'the-service',
        heading: '服务内容',
        paragraphs: [
          'Chainkit 是面向币圈用户和项目方的网页工具箱，提供代币和 NFT 批量转账与批量归集、批量查余额、发币与代币管理、Solana 关闭账户回收租金、靓号地址与钱包批量生成、余额监控与通知、高速 RPC 等工具，支持以太坊、BSC 及你自行添加的其他 EVM 链，以及 Solana、Sui、TON、Tron、Aptos、比特币和狗狗币。',
          '部分工具免费，部分工具收取服务费，还有部分功能需要开通对应的会员。我们可能随时新增、调整、限制或下线工具、支持的链以及各项限额（例如单次查余额的地址数量），不保证任何工具在任何时刻都可用。',
          'Chainkit 是帮助你自己构建和签名交易的软件。我们不是交易所、经纪商、银行、托管机构或投资顾问，不替你执行交易，也不替你保管资产。',
        ],
      },
      {
        id: 'eligibility',
        heading: '使用资格',
        paragraphs: [
          '你必须年满 18 周岁（如果所在地区的法定成年年龄更高，以当地规定为准），并具备订立有效合同的能力。',
          '如果你是联合国、美国、欧盟、英国或其他对你或我们适用的制裁机构的制裁对象，或受此类对象拥有或控制，或身处受全面制裁的国家或地区，则不得使用 Chainkit。',
          '你有责任确保自己对 Chainkit 的使用（包括交易、发币、空投和募资）符合所在地的法律法规，并自行承担相应的纳税义务。',
        ],
      },
      {
        id: 'accounts',
        heading: '账户',
        paragraphs: [
          '你可以用邮箱和密码注册，也可以用钱包签名登录，并可把邮箱和钱包地址绑定到同一个账户。请提供真实信息并及时更新。',
          '你需要对通过自己账户进行的所有操作负责。请保管好密码以及与账户绑定的邮箱和钱包；如发现账户被他人使用，请立即发邮件至 support@chainkit.app。',
          '不得为绕过限额或邀请规则而注册多个账户。账户仅限本人使用，不得出售或转让。',
        ],
      },
      {
        id: 'non-custodial',
        heading: '非托管服务与你的私钥',
        paragraphs: [
          'Chainkit 从不托管你的资金。你的资产始终在你自己控制的钱包里，每一笔交易都要由你在钱包或浏览器中签名后才会发出。',
          '你在工具中导入的私钥和助记词只在浏览器本地用于签名，绝不会发送到我们的服务器。也正因如此，我们无法查看、找回或重置你的私钥，无法撤回你的交易，也无法帮你恢复钱包。私钥一旦丢失或泄露，资产可能永久损失。',
          '在任何网站粘贴私钥都有风险。批量操作时请尽量使用只存放少量资金的专用钱包，确认自己访问的是 Chainkit 官方网站，并离线备份好私钥。',
        ],
      },
      {
        id: 'fees-and-vip',
        heading: '费用、会员与付款',
        paragraphs: [
          '会员：部分功能（如批量交易、余额监控及通知、高速 RPC、NFT 批量归集、交易所批量提币和推特监控）需要开通对应功能的会员。会员有 7 天、30 天和 365 天三种套餐，使用 VIP 页面列出的链和稳定币在链上支付，价格以付款时页面显示为准。服务器在链上确认付款交易后即为你开通。',
          '续费：会员未到期时续费，有效期从当前到期时间起顺延，剩余天数不会浪费；会员已过期再续费，则从付款确认时起算。会员不会自动扣费续订，每次续费都由你自己付款。',
          '服务费：部分工具收取服务费，服务费与你的操作打包在同一笔交易里（例如 Solana 批量转账时附带的少量 SOL）。签名前页面会显示服务费和预估的网络手续费，你签名即表示同意支付。',
          '网络手续费：Gas 等网络手续费付给区块链的验证者，而不是我们；即使交易失败或被回滚，手续费也可能照常扣除。',
          '不予退款：会员费在会员开通到账后、服务费在交易确认后均不予退还，法律另有强制规定的除外。请严格按照页面显示的链、代币和金额，从支持的钱包付款；转错地址、转错链或使用不支持的代币付款可能无法追回，但请联系我们，我们会尽力协助。',
          '邀请返佣：其他用户使用你的邀请码注册后，你可以按网站公布的规则，从其有效付款中获得一定比例的返佣。我们可能调整今后付款适用的返佣规则；对于自邀、虚假账户等刷佣行为，我们有权不予发放。',
          '价格可能调整，但调价不影响你已经付费的会员。',
        ],
      },
      {
        id: 'acceptable-use',
        heading: '使用规范',
        paragraphs: [
          '你不得利用 Chainkit：违反任何法律法规；向受制裁对象转账、接收其资金或为其行事；实施诈骗、钓鱼、跑路（rug pull）或庞氏骗局，或发行冒充其他项目的代币；操纵市场，包括刷量对敲、虚假挂单以及合谋拉盘砸盘；洗钱或资助恐怖主义；传播恶意软件或收集他人私钥；侵犯他人的合法权利。',
          '你也不得攻击本服务或使其过载；绕过限额、会员校验或频率限制；以损害其他用户的方式抓取数据；未经许可转售高速 RPC 或其他付费功能；或利用我们的 RPC 代理访问区块链节点以外的地址。',
          '你发行的代币、发送的交易和填写的收款地址均由你自行负责。对于我们合理认为违反上述规范的使用，我们有权拒绝、限制或封禁。',
        ],
      },
      {
        id: 'networks-and-risks',
        heading: '区块链网络与风险提示',
        paragraphs: [
          'Chainkit 所对接的公链、钱包、RPC 服务商、去中心化交易所和智能合约都不受我们控制，它们的可用性、费用和行为可能随时变化，恕不另行通知。',
          '区块链交易公开且不可撤销。交易一旦确认，你和我们都无法取消或撤回。签名前请逐一核对地址、金额、代币和网络；粘贴的列表或导入的文件里如果有错，也会被原样执行。',
          '智能合约（包括发币模板和批量转账合约）可能存在漏洞或出现意外行为，你交互的代币也可能是恶意合约。Gas 可能突然飙升，交易可能失败或延迟，批量操作中也可能出现部分成功、部分失败。加密资产价格波动剧烈，你可能损失全部本金。',
          'Chainkit 显示的手续费预估、余额、价格和执行结果依赖第三方数据，可能不准确或有延迟。',
        ],
      },
      {
        id: 'intellectual-property',
        heading: '知识产权',
        paragraphs: [
          'Chainkit 的名称和 Logo、网站及其软件、文字和设计归我们或我们的授权方所有，受法律保护。在你遵守本协议的前提下，我们授予你个人的、非独占的、不可转让的使用权。除法律允许或经我们书面许可外，你不得复制、修改、转售本服务，或基于本服务开发衍生服务。',
          '你提供的内容（如头像、代币名称、Logo 和元数据）的权利仍归你所有。你授予我们为提供服务所必需的存储、处理和展示许可，并保证你有权使用这些内容。',
          'Chainkit 使用的开源组件仍适用其各自的开源许可证。',
        ],
      },
      {
        id: 'disclaimers',
        heading: '免责声明',
        paragraphs: [
          'Chainkit 按“现状”和“现有”提供。在法律允许的范围内，我们不作任何明示或默示的保证，包括对适销性、特定用途适用性、不侵权、准确性或服务不中断的保证。',
          'Chainkit 上的任何内容，包括研报、项目报告、空投查询、项目日历和行情信息，都不构成投资、财务、法律或税务建议。我们不为站内提及或通过本站创建的任何代币、项目或个人背书。请务必自行研究（DYOR）。',
          '关于节省时间或手续费的宣传数据仅供参考，实际效果取决于所用的链、网络状况和你的使用方式。',
        ],
      },
      {
        id: 'limitation-of-liability',
        heading: '责任限制',
        paragraphs: [
          '在法律允许的范围内，对于因使用或无法使用本服务而产生的任何间接、附带、特殊、后果性或惩罚性损失，或利润、收入、数据、加密资产的损失，包括因交易填写错误、私钥或设备被盗、第三方网络、钱包、RPC 服务商或智能合约的问题，以及我们无法合理控制的事件造成的损失，Chainkit 及其团队均不承担责任。',
          '在法律允许的范围内，我们就本服务承担的全部责任，以引起索赔的事件发生前 12 个月内你向我们支付的费用总额为上限。',
          '本协议不限制依法不得限制的责任（例如欺诈责任，或因过失导致人身伤亡的责任），也不影响你作为消费者依强制性法律享有的权利。',
          '因你违反本协议或滥用本服务而引起的索赔、损失和费用（包括合理的律师费），由你负责赔偿。',
        ],
      },
      {
        id: 'termination',
        heading: '暂停与终止',
        paragraphs: [
          '你可以随时停止使用 Chainkit，也可以发邮件至 support@chainkit.app 申请注销账户。',
          '如果你违反本协议、法律有此要求，或为保护本服务和其他用户所必需，我们可以暂停或关闭你的账户，或限制你访问本服务，并在合理情况下告知原因。因违规被关闭账户的，剩余会员时长不予退款。由于 Chainkit 是非托管服务，账户关闭不会影响你钱包里的资产。',
          '按其性质应在终止后继续有效的条款，包括已付费用、风险提示、知识产权、免责声明和责任限制，在终止后继续有效。',
        ],
      },
      {
        id: 'changes-to-terms',
        heading: '协议变更',
        paragraphs: [
          '我们可能因新增工具或法律变化等原因修改本协议。变更会在网站上公告，并同步更新本页顶部的日期；重大变更会尽可能在生效前提前告知。',
          '变更生效后你继续使用 Chainkit，即视为接受新的协议；如不同意，请停止使用本服务。',
        ],
      },
      {
        id: 'governing-terms-and-contact',
        heading: '其他约定与联系方式',
        paragraphs: [
          '本协议连同《隐私政策》以及各工具页面上显示的价格和规则，构成你与我们之间关于本服务的完整约定。任何条款被认定无效，不影响其余条款的效力；我们暂未行使某项权利，不代表放弃该权利。',
          '如发生争议，请先联系我们，我们会尽力友好协商解决；你所在国家或地区的强制性法律给予你的保护不受影响。本协议有中英文两个版本，含义相同；如两者不一致，以英文版为准，当地法律另有要求的除外。',
          '如对本协议有任何疑问，请发邮件至 support@chainkit.app。',
        ],
      },
    ],
  },
};
