import { defineRoute } from '@/lib/catalog/define';

/** Editorial pages: research, calendars, security alerts and the feedback form. */
export const INSIGHT_ROUTES = [
  defineRoute({
    path: 'kol',
    routeName: 'kol',
    parent: null,
    category: 'content',
    chain: null,
    title: '加密 KOL 导航 | Chainkit',
    titleEn: 'Crypto KOL Directory | Chainkit',
    description:
      '汇集活跃的加密货币 KOL 与研究员，按领域和语言分类，并附推特等社交账号链接，帮助投资者和项目方快速找到值得关注的意见领袖与合作对象。',
    descriptionEn:
      'A directory of active crypto KOLs and researchers sorted by field and language, with links to their social accounts, for investors and teams seeking voices.',
    keywords: ['加密 KOL', '币圈大V', '推特 KOL', 'KOL 合作', '加密意见领袖'],
    keywordsEn: ['crypto KOL', 'influencers', 'crypto Twitter', 'KOL marketing', 'opinion leaders'],
    namespace: 'kol',
    implemented: false,
  }),
  defineRoute({
    path: 'leaked',
    routeName: 'leaked',
    parent: null,
    category: 'content',
    chain: null,
    title: '私钥泄露与安全预警 | Chainkit',
    titleEn: 'Leaked Keys and Security Alerts | Chainkit',
    description:
      '整理私钥、助记词泄露与钓鱼授权的真实案例和预警，讲清资产被盗的常见路径，并给出撤销授权、转移资产等应对步骤，帮助用户和项目方守住钱包安全。',
    descriptionEn:
      'Real cases and alerts on leaked private keys, seed phrases and phishing approvals, how funds get drained, and how to revoke approvals and move assets to safety.',
    keywords: ['私钥泄露', '助记词泄露', '钱包被盗', '钓鱼授权', '资产安全'],
    keywordsEn: ['leaked private key', 'seed phrase leak', 'wallet drained', 'phishing approval', 'crypto security'],
    namespace: 'leaked',
    implemented: false,
  }),
  defineRoute({
    path: 'research',
    routeName: 'research',
    parent: null,
    category: 'content',
    chain: null,
    title: '加密项目研究 | Chainkit',
    titleEn: 'Crypto Project Research | Chainkit',
    description:
      'Chainkit 加密项目研究专栏：解读新公链、DeFi 协议与空投机会的运行机制、代币经济和潜在风险，帮助用户在交互、投资或申领空投之前做出更充分的判断。',
    descriptionEn:
      'Research on new chains, DeFi protocols and airdrop opportunities: how they work, their tokenomics and risks, so you can judge before you interact or invest.',
    keywords: ['项目研究', '加密投研', '代币经济', '空投机会', 'DeFi 分析'],
    keywordsEn: ['crypto research', 'project analysis', 'tokenomics', 'airdrop opportunities', 'DeFi analysis'],
    namespace: 'research',
    implemented: false,
  }),
  defineRoute({
    path: 'suggest',
    routeName: 'suggest',
    parent: null,
    category: 'content',
    chain: null,
    title: '意见反馈 | Chainkit',
    titleEn: 'Suggest a Feature | Chainkit',
    description:
      '告诉我们你需要的新链、新工具或改进建议，也可以反馈使用中遇到的问题。Chainkit 团队会逐条阅读，并优先开发呼声最高的批量与监控功能。',
    descriptionEn:
      'Tell the Chainkit team which chain, tool or improvement you need next, or report a problem. Every message is read and the most requested tools ship first.',
    keywords: ['意见反馈', '功能建议', '问题反馈', '新工具需求', '联系我们'],
    keywordsEn: ['feedback', 'feature request', 'report a bug', 'suggest a tool', 'contact'],
    namespace: 'suggest',
    implemented: true,
  }),
  defineRoute({
    path: 'project/calendar',
    routeName: 'project-calendar',
    parent: null,
    category: 'content',
    chain: null,
    title: '加密项目日历 | Chainkit',
    titleEn: 'Crypto Project Calendar | Chainkit',
    description:
      '按日期汇总加密项目的重要事件：代币发行与上线、解锁、空投快照与申领、主网升级等，帮助用户和交易者提前安排资金与交互计划，不错过关键时间点。',
    descriptionEn:
      'Key crypto project events by date: token launches and listings, unlocks, airdrop snapshots and claims, mainnet upgrades, so traders and users can plan ahead.',
    keywords: ['项目日历', '代币解锁', '空投快照', 'TGE 时间', '上线日程'],
    keywordsEn: ['crypto calendar', 'token unlocks', 'airdrop snapshot', 'TGE dates', 'listing schedule'],
    namespace: 'projectCalendar',
    implemented: false,
  }),
  defineRoute({
    path: 'project/report',
    routeName: 'project-report',
    parent: null,
    category: 'content',
    chain: null,
    title: '加密项目报告 | Chainkit',
    titleEn: 'Crypto Project Reports | Chainkit',
    description:
      '深入的加密项目报告：团队背景、融资情况、产品进展、代币分配与链上数据一并梳理，为投资者、研究员和社区成员提供客观、结构化的参考资料。',
    descriptionEn:
      'In-depth crypto project reports on team, funding, product progress, token distribution and on-chain data, a structured reference for investors and researchers.',
    keywords: ['项目报告', '项目分析', '融资信息', '代币分配', '链上数据'],
    keywordsEn: ['project report', 'due diligence', 'funding', 'token distribution', 'on-chain data'],
    namespace: 'projectReport',
    implemented: false,
  }),
];
