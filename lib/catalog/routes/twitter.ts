import { defineRoute } from '@/lib/catalog/define';

/** Twitter monitoring, a VIP feature; subscriptions are the main page, groups and binding hang below it. */
export const TWITTER_ROUTES = [
  defineRoute({
    path: 'twitter/sub',
    routeName: 'twitter-sub',
    parent: null,
    category: 'monitor',
    chain: null,
    title: '推特监控订阅 | Chainkit',
    titleEn: 'Twitter Monitor Subscriptions | Chainkit',
    description:
      '订阅你关注的推特账号，实时推送新推文、改名、换头像和关注变化，第一时间捕捉项目公告、KOL 观点和 Meme 热点，适合交易者和空投工作室。',
    descriptionEn:
      'Subscribe to Twitter accounts and get their new tweets, renames, avatar and follow changes in real time, catching project news, KOL calls and meme trends first.',
    keywords: ['推特监控', '推文提醒', 'KOL 监控', '推特订阅', 'Meme 热点'],
    keywordsEn: ['Twitter monitor', 'tweet alerts', 'KOL tracker', 'X monitoring', 'meme trends'],
    namespace: 'twitterSub',
    isNeedLogin: true,
    needVipFeature: 'twitterMonitor',
    implemented: false,
  }),
  defineRoute({
    path: 'twitter/group',
    routeName: 'twitter-group',
    parent: 'twitter-sub',
    category: 'monitor',
    chain: null,
    title: '推特监控分组 | Chainkit',
    titleEn: 'Twitter Monitor Groups | Chainkit',
    description:
      '把订阅的推特账号按项目、赛道或 KOL 类型分组管理，为每个分组单独设置推送方式与关键词过滤，让重要消息更快到达，减少无关信息的干扰。',
    descriptionEn:
      'Group your monitored Twitter accounts by project, sector or KOL type and give each group its own alerts and keyword filters, so signal beats noise.',
    keywords: ['推特分组', '监控分组', '关键词过滤', 'KOL 分类', '推送设置'],
    keywordsEn: ['Twitter groups', 'monitor groups', 'keyword filter', 'KOL lists', 'alert settings'],
    namespace: 'twitterGroup',
    isNeedLogin: true,
    needVipFeature: 'twitterMonitor',
    implemented: false,
  }),
  defineRoute({
    path: 'twitter/bind',
    routeName: 'twitter-bind',
    parent: 'twitter-sub',
    category: 'monitor',
    chain: null,
    title: '绑定推特账号 | Chainkit',
    titleEn: 'Connect Your Twitter Account | Chainkit',
    description:
      '把你的推特账号绑定到 Chainkit，用于同步关注列表、快速添加监控对象并接收推特监控提醒；绑定只读取公开资料，不会代替你发布任何推文。',
    descriptionEn:
      'Connect your Twitter account to Chainkit to import who you follow and add monitored accounts faster; only public data is read and nothing is ever posted.',
    keywords: ['绑定推特', '推特授权', '同步关注列表', '推特监控设置', '推特账号'],
    keywordsEn: ['connect Twitter', 'Twitter authorization', 'import follows', 'monitor setup', 'X account'],
    namespace: 'twitterBind',
    isNeedLogin: true,
    needVipFeature: 'twitterMonitor',
    implemented: false,
  }),
];
