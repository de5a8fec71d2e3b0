import type { LocalizedDocument } from './types';

/** The privacy policy shown at /protocol/privacy-policy. Section ids are the page anchors in both languages. */
export const PRIVACY_POLICY: LocalizedDocument = {
  en: {
    title: 'Privacy Policy',
    updatedAt: '2026-11-22',
    intro:
      'This policy explains what information Chainkit handles when you use our website and tools, why we handle it, whom we share it with and what choices you have. In short: your private keys, mnemonic phrases and wallet passwords stay in your browser, we keep only what we need to run your account, and we do not sell your data or use third-party advertising trackers.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          'Chainkit is a multi-chain crypto toolbox on the web. It offers batch sending and collection of tokens and NFTs, balance checks, token publishing, Solana rent reclaim, vanity address generation, balance monitors with notifications and a fast RPC service on EVM chains, Solana, Sui, TON, Tron, Aptos, Bitcoin and Dogecoin. In this policy, “Chainkit”, “we”, “us” and “our” mean the team that operates the service, and “you” means anyone who visits the site or uses its tools.',
          'This policy covers the Chainkit website in English and Chinese, including its mobile version, and the APIs the site calls. It does not cover the blockchains, wallets or other services you reach through Chainkit, which follow their own rules. For any question about this policy, write to support@chainkit.app.',
        ],
      },
      {
        id: 'information-we-collect',
        heading: 'What we collect and why',
        paragraphs: [
          'Account data. When you sign up with an e-mail address, we store that address and a hash of your password. When you sign in by signing a message with your wallet (Sign-In with Ethereum, SIWE), we store your wallet address. We also keep the user name and avatar you choose and any e-mail or wallet address you later bind to your account. We use this data to create your account, sign you in, send you verification codes and keep your account secure.',
          'VIP and payment data. When you buy, renew or extend a VIP plan, we record the feature, plan, duration and expiry, the paying wallet address, the chain, token and amount, and the transaction hash. Our server reads the transaction on the chain to confirm the payment before it credits your plan. We keep these records to provide your plan, show your payment history, answer support requests and meet our accounting obligations.',
          'Referral data. If you sign up with an invite code, we record who invited you so that the inviter can receive their share of eligible payments. An invite code that arrives in a link is kept in your browser’s session storage until you sign up.',
          'Tool and monitor settings. For the balance monitor, we store the addresses and chains you choose to watch and your notification settings, so that our servers can check balances and alert you. If you add a custom chain or RPC endpoint to your account, we store it so that it is there when you sign in again.',
          'Newsletter. If you subscribe to our newsletter, we store the e-mail address you give us and use it only to send the newsletter. You can unsubscribe at any time; write to support@chainkit.app and we will remove your address.',
          'Technical data. Like any website, our servers receive your IP address, your browser type and the pages you request. We use them to deliver the site, apply rate limits (for example on verification codes), prevent abuse and investigate errors.',
        ],
      },
      {
        id: 'what-we-never-collect',
        heading: 'What we never collect',
        paragraphs: [
          'Private keys, mnemonic (seed) phrases and wallet passwords or passphrases never leave your browser for our servers. Tools that ask you to paste keys, such as batch sending, batch collection or Solana rent reclaim, build and sign the transactions locally in your browser; only the signed transactions are broadcast to the network. Wallet generation, the mnemonic tools and vanity addresses also create keys in your browser, and we never receive them.',
          'Your account password is sent to our server over an encrypted connection only when you sign up, sign in or change it, and we store it only as an argon2id hash. We never store it in readable form and cannot tell you what it is; if you forget it, you set a new one.',
          'Before an error report or usage event leaves your browser, fields that could hold passwords, passphrases, private keys or mnemonics are stripped out. Batch tools can resume after a page reload from progress saved in your browser, and that saved progress never includes keys.',
          'We will never ask for your private key or mnemonic by e-mail, chat or any other channel. Anyone who does is not us.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookies and local storage',
        paragraphs: [
          'We use only the cookies the site needs to work: i18n_redirected remembers your language (en or cn) for about 1000 days, and a session cookie keeps you signed in until you sign out or the session expires. We do not use advertising or cross-site tracking cookies.',
          'We also use your browser’s local storage and session storage to remember that you are signed in, cache the navigation menu in each language, keep an invite code until you sign up and save the progress of batch jobs so that you can resume them. Wallet connection libraries may remember which wallet you connected last. This data stays on your device. You can clear it at any time in your browser settings, which signs you out and resets these preferences.',
          'The Cloudflare Turnstile check on the newsletter form may set its own cookies or read browser signals to tell people from bots (see Third parties we work with).',
        ],
      },
      {
        id: 'usage-tracking',
        heading: 'Usage analytics',
        paragraphs: [
          'To learn which tools are used and to find errors, the site sends a small usage ping to our own server. Each event contains the event name, the time, a session identifier, a browser fingerprint, whether the device is mobile and the app version, plus details of the event such as the page or button involved or, for errors, the error message. Sensitive fields are stripped before the event is sent.',
          'These events go only to Chainkit’s own server, not to an analytics company, and we do not embed third-party advertising trackers. We do not sell usage data; we use it only to operate, secure and improve the service.',
          'The browser fingerprint is a value derived from your browser’s characteristics. We use it to count distinct visitors and to spot abuse, not to find out who you are.',
        ],
      },
      {
        id: 'third-parties',
        heading: 'Third parties we work with',
        paragraphs: [
          'RPC and network providers. Reading balances and sending transactions means talking to blockchain nodes. Some requests go from your browser directly to public or provider RPC endpoints (or to a custom RPC you set), and some are relayed through our RPC proxy to the chain providers we use. The provider, and our proxy when it relays, sees the request: the addresses you query and the signed transactions you broadcast. When we relay a request, the provider sees our server’s IP address instead of yours. Transaction bundles on EVM chains may be forwarded to block builders.',
          'Cloudflare Turnstile. The newsletter form uses Cloudflare Turnstile to keep bots out. Cloudflare processes your IP address and browser signals to run the check, under Cloudflare’s own privacy policy. We receive only a one-time token confirming that the check passed.',
          'E-mail delivery. Verification codes, account e-mails and monitor notifications are sent through an e-mail delivery provider, which receives the recipient address and the message content it needs to deliver them.',
          'Hosting. Our servers and database run on infrastructure operated by hosting providers, which process data only on our behalf.',
          'Wallets and blockchains. The wallet extensions and apps you connect (for example MetaMask or Phantom) and the blockchains themselves are run by others and follow their own privacy practices.',
          'We do not sell personal data and do not share it with advertisers. We disclose data to authorities only when the law requires us to.',
        ],
      },
      {
        id: 'on-chain-data',
        heading: 'Blockchain data is public',
        paragraphs: [
          'Transactions you sign with Chainkit, including VIP payments and service fees, are recorded on public blockchains. Anyone can see the addresses, amounts and times of those transactions, and nobody, including us, can change or delete them.',
          'The link between your wallet address and your Chainkit account stays private with us, but if you publish your address elsewhere, others may connect it with your on-chain activity. Content you publish through our tools, such as token names, logos and metadata or files uploaded to IPFS, is public and may be permanent.',
        ],
      },
      {
        id: 'data-retention',
        heading: 'How long we keep data',
        paragraphs: [
          'We keep account data, VIP subscriptions, invite relations, watch lists and notification settings for as long as your account exists. When you ask us to delete your account, we delete or anonymise this data, except payment records (transaction hashes and amounts) that we must keep for accounting, tax or legal reasons; those we keep only for the period the law requires.',
          'Verification codes expire shortly after they are sent and work only once. Newsletter addresses are kept until you unsubscribe. Technical logs and usage events are kept only as long as needed for security, troubleshooting and statistics. Data already recorded on a blockchain cannot be deleted by anyone.',
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        paragraphs: [
          'We protect the service with encrypted connections (HTTPS), argon2id password hashing, expiring single-use verification codes with rate limits, server-side verification of every on-chain payment, and an RPC proxy that forwards only to approved hosts.',
          'No system is perfectly secure. Keep your device, browser, wallet and e-mail account safe, use a strong password that you do not use elsewhere, check every transaction in your wallet before you sign it, and never paste a private key into a site you do not trust. If you think your account has been compromised, contact us at once.',
          'If a security incident affects your personal data, we will notify you and the authorities where the law requires it.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: [
          'You can ask us for access to the personal data we hold about you, to correct it, to delete it, or to receive a copy in a common machine-readable format (export). You can change your user name and avatar yourself in the user center, and you can object to certain processing or ask us to restrict it.',
          'To make a request, e-mail support@chainkit.app from the address registered to your account, or tell us the wallet address you sign in with; we may ask you to sign a message to prove that you control it. We answer within the time set by applicable law. Deletion cannot remove data recorded on public blockchains.',
          'If you believe we have handled your data unlawfully, you may also complain to the data protection authority where you live.',
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        paragraphs: [
          'Chainkit is not meant for children. You must be at least 18 years old, or the age of majority where you live if that is higher, to use it. We do not knowingly collect data from children; if you believe a child has given us personal data, contact us and we will delete it.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes to this policy and contact',
        paragraphs: [
          'We may update this policy as the service changes. We announce changes on the site and update the date at the top of this page; for significant changes we give notice before they take effect whenever we reasonably can. If you keep using Chainkit after a change takes effect, the updated policy applies.',
          'For privacy questions or requests, write to support@chainkit.app.',
        ],
      },
    ],
  },
  cn: {
    title: '隐私政策',
    updatedAt: '2026-11-22',
    intro:
      '本政策说明你在使用 Chainkit 网站和工具时，我们会处理哪些信息、为什么处理、会与谁共享，以及你有哪些选择。一句话概括：私钥、助记词和钱包密码只留在你自己的浏览器里；我们只保存运营账户所必需的数据；我们不出售你的数据，也不使用任何第三方广告追踪。',
    sections: [
      {
        id: 'who-we-are',
        heading: '我们是谁',
        paragraphs: [
          'Chainkit 是一个多链加密工具箱网站，提供代币和 NFT 批量转账与批量归集、批量查余额、一键发币、Solana 关闭账户回收租金、靓号地址生成、余额监控与通知、高速 RPC 等工具，支持 EVM 链、Solana、Sui、TON、Tron、Aptos、比特币和狗狗币。本政策中的“Chainkit”“我们”指运营本服务的团队，“你”指访问本站或使用站内工具的任何人。',
          '本政策适用于 Chainkit 中英文网站（含移动版）及网站调用的接口，不适用于你通过 Chainkit 访问的区块链、钱包或其他第三方服务，它们各自有自己的规则。如对本政策有任何疑问，请发邮件至 support@chainkit.app。',
        ],
      },
      {
        id: 'information-we-collect',
        heading: '我们收集哪些信息，用来做什么',
        paragraphs: [
          '账户信息：用邮箱注册时，我们保存你的邮箱地址和密码的哈希值；用钱包签名登录（SIWE）时，我们保存你的钱包地址。我们还会保存你设置的用户名和头像，以及之后绑定到账户的邮箱或钱包地址。这些信息用于创建账户、登录、发送验证码和保障账户安全。',
          '会员与付款记录：购买、续费或扩展会员时，我们会记录对应的功能、套餐、天数和到期时间，以及付款钱包地址、所在链、代币、金额和交易哈希。服务器会先到链上核实这笔交易，确认无误后才为你开通会员。这些记录用于提供会员服务、展示付款记录、处理客服问题以及满足财务要求。',
          '邀请关系：如果你通过邀请码注册，我们会记录邀请人是谁，以便邀请人按规则获得返佣。链接里带的邀请码会暂存在浏览器的 sessionStorage 中，直到你完成注册。',
          '工具与监控设置：使用余额监控时，我们会保存你要监控的地址和链以及通知设置，这样服务器才能替你查询余额并及时提醒。你在账户里添加的自定义链或 RPC 节点也会被保存，方便下次登录后继续使用。',
          '订阅邮件：订阅我们的资讯邮件时，我们只保存你填写的邮箱，并且只用来发送资讯。你可以随时退订，发邮件至 support@chainkit.app，我们会删除该地址。',
          '技术信息：和所有网站一样，我们的服务器会收到你的 IP 地址、浏览器类型和你访问的页面，用于提供网页、限制请求频率（例如验证码的发送频率）、防范滥用和排查错误。',
        ],
      },
      {
        id: 'what-we-never-collect',
        heading: '我们绝不收集的信息',
        paragraphs: [
          '私钥、助记词以及钱包密码或口令（passphrase）永远不会从你的浏览器发送到我们的服务器。批量转账、批量归集、Solana 回收租金等需要导入私钥的工具，都是在浏览器本地构建并签名交易，发到链上的只有签好名的交易。钱包生成、助记词工具和靓号地址同样在浏览器本地生成，我们接触不到任何私钥。',
          '你的账户登录密码只会在注册、登录或修改密码时通过加密连接发送到服务器，并且只以 argon2id 哈希的形式保存。我们不保存明文密码，也无从得知你的密码是什么；忘记密码只能重新设置。',
          '错误报告和使用统计在离开浏览器之前，会先剔除所有可能包含密码、口令、私钥或助记词的字段。批量任务的进度保存在浏览器里，刷新页面后可以接着执行，但保存的内容绝不包含私钥。',
          '我们绝不会通过邮件、聊天软件或任何其他渠道向你索要私钥或助记词。凡是这样做的，一定不是我们。',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookie 与本地存储',
        paragraphs: [
          '我们只使用网站正常运行所必需的 Cookie：i18n_redirected 用来记住你选择的语言（中文或英文），有效期约 1000 天；会话 Cookie 用来保持登录状态，直到你退出登录或会话过期。我们不使用广告 Cookie，也不做跨站追踪。',
          '我们还会使用浏览器的 localStorage 和 sessionStorage 来记住登录状态、缓存中英文导航菜单、在注册前暂存邀请码，以及保存批量任务的进度方便继续执行。钱包连接组件也可能会记住你上次连接的钱包。这些数据只保存在你自己的设备上，你可以随时在浏览器设置中清除，清除后会退出登录并重置这些偏好。',
          '订阅表单中的 Cloudflare Turnstile 人机验证可能会设置自己的 Cookie 或读取浏览器信息，用来区分真人和机器人（详见“我们合作的第三方”）。',
        ],
      },
      {
        id: 'usage-tracking',
        heading: '使用统计',
        paragraphs: [
          '为了了解哪些工具用得多、及时发现问题，网站会向我们自己的服务器发送简单的使用统计。每条事件包含事件名称、时间、会话 ID、浏览器指纹、是否为移动设备和应用版本，以及事件相关的细节，例如涉及的页面或按钮；如果是错误事件，还会附上错误信息。发送之前会先剔除敏感字段。',
          '这些数据只发往 Chainkit 自己的服务器，不交给任何数据分析公司，我们也没有嵌入第三方广告追踪代码。我们不出售使用数据，只将其用于运营、保障安全和改进服务。',
          '浏览器指纹是根据浏览器特征计算出的一个值，我们用它来统计独立访客、识别滥用行为，而不是用来确认你是谁。',
        ],
      },
      {
        id: 'third-parties',
        heading: '我们合作的第三方',
        paragraphs: [
          'RPC 与节点服务商：查询余额、发送交易都要访问区块链节点。部分请求由浏览器直接发往公共节点或服务商的 RPC（或你自己设置的自定义 RPC），部分请求会经过我们的 RPC 代理转发给我们使用的节点服务商。服务商（以及负责转发时的我们）能看到请求内容，也就是你查询的地址和你广播的已签名交易；经代理转发时，服务商看到的是我们服务器的 IP，而不是你的 IP。EVM 链上的捆绑交易（bundle）可能会被转发给区块构建者。',
          'Cloudflare Turnstile：订阅表单使用 Cloudflare Turnstile 拦截机器人。Cloudflare 会按照其自身的隐私政策处理你的 IP 地址和浏览器信息来完成验证，我们只会收到一个证明验证已通过的一次性令牌。',
          '邮件发送服务：验证码、账户邮件和监控提醒通过邮件服务商发送，对方会收到收件地址以及投递所需的邮件内容。',
          '托管服务：我们的服务器和数据库运行在云服务商的基础设施上，服务商仅代表我们处理数据。',
          '钱包与区块链：你连接的钱包插件或 App（例如 MetaMask、Phantom）以及区块链本身都由第三方运营，遵循它们各自的隐私规则。',
          '我们不出售个人数据，也不向广告商提供数据。只有在法律要求时，我们才会向有关机关披露数据。',
        ],
      },
      {
        id: 'on-chain-data',
        heading: '链上数据是公开的',
        paragraphs: [
          '你通过 Chainkit 签名发送的交易，包括会员付款和服务费，都会记录在公开的区块链上。任何人都能看到这些交易的地址、金额和时间，包括我们在内，没有人能修改或删除。',
          '你的钱包地址和 Chainkit 账户之间的对应关系由我们保密，但如果你在别处公开过自己的地址，别人仍可能把它和你的链上活动联系起来。通过我们的工具发布的内容，例如代币名称、Logo、元数据或上传到 IPFS 的文件，都是公开的，并且可能永久存在。',
        ],
      },
      {
        id: 'data-retention',
        heading: '数据保存多久',
        paragraphs: [
          '账户信息、会员记录、邀请关系、监控地址和通知设置在账户存续期间一直保存。你申请注销账户后，我们会删除或匿名化这些数据；但出于财务、税务或法律要求必须保留的付款记录（交易哈希和金额）除外，这部分只在法律规定的期限内保留。',
          '验证码发出后很快失效，且只能使用一次。订阅邮箱保存到你退订为止。技术日志和使用统计只在安全、排障和统计所需的期限内保留。已经上链的数据，任何人都无法删除。',
        ],
      },
      {
        id: 'security',
        heading: '安全措施',
        paragraphs: [
          '我们通过以下方式保护服务：全站 HTTPS 加密传输、argon2id 密码哈希、一次性且会过期的验证码并限制发送频率、服务器在链上逐笔核实每一笔付款，以及只转发到白名单节点的 RPC 代理。',
          '没有绝对安全的系统。请保管好你的设备、浏览器、钱包和邮箱，使用足够强且不在别处重复使用的密码，签名前在钱包里仔细核对每一笔交易，也不要把私钥粘贴到你不信任的网站。如果怀疑账户被盗，请立即联系我们。',
          '如果发生影响你个人数据的安全事件，我们会按法律要求通知你和有关机关。',
        ],
      },
      {
        id: 'your-rights',
        heading: '你的权利',
        paragraphs: [
          '你可以要求查阅我们保存的你的个人数据，要求更正或删除，也可以要求以常用的机器可读格式导出一份副本。用户名和头像可以直接在个人中心修改；你也可以反对某些数据处理，或要求我们限制处理。',
          '提出请求时，请用账户绑定的邮箱发信至 support@chainkit.app，或告诉我们你登录所用的钱包地址，我们可能会请你签名一条消息，以证明该地址由你控制。我们会在适用法律规定的期限内答复。请注意，删除数据无法移除已经记录在公链上的信息。',
          '如果你认为我们违法处理了你的数据，也可以向你所在地的个人信息保护监管机构投诉。',
        ],
      },
      {
        id: 'children',
        heading: '未成年人',
        paragraphs: [
          'Chainkit 不面向未成年人。你必须年满 18 周岁（如果所在地区的法定成年年龄更高，以当地规定为准）才能使用本服务。我们不会在知情的情况下收集未成年人的数据；如果你认为有未成年人向我们提供了个人数据，请联系我们，我们会予以删除。',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: '政策变更与联系方式',
        paragraphs: [
          '随着服务的变化，我们可能会更新本政策。变更会在网站上公告，并同步更新本页顶部的日期；重大变更会尽可能在生效前提前告知。变更生效后你继续使用 Chainkit，即适用更新后的政策。',
          '有关隐私的任何问题或请求，请发邮件至 support@chainkit.app。',
        ],
      },
    ],
  },
};
