import { defineRoute } from '@/lib/catalog/define';

/** Pages only for signed-out visitors; login and signup carry lastPage and invite data along in the query. */
export const AUTH_ROUTES = [
  defineRoute({
    path: 'login',
    routeName: 'login',
    parent: null,
    category: 'account',
    chain: null,
    title: '登录 | Chainkit',
    titleEn: 'Sign In | Chainkit',
    description:
      '登录 Chainkit，可以使用邮箱和密码，也可以直接用钱包签名。登录后即可使用 VIP 功能、余额监控、推特监控和交易所提币，并同步你的设置。',
    descriptionEn:
      'Sign in to Chainkit with your e-mail and password or a wallet signature to use your VIP features, balance and Twitter monitors and exchange withdrawals.',
    keywords: ['登录', '钱包登录', '邮箱登录', 'Chainkit 登录', '签名登录'],
    keywordsEn: ['sign in', 'login', 'wallet login', 'email login', 'Chainkit account'],
    namespace: 'login',
    isAuthPage: true,
    isInheritQuery: true,
    implemented: true,
  }),
  defineRoute({
    path: 'signup',
    routeName: 'signup',
    parent: null,
    category: 'account',
    chain: null,
    title: '注册账户 | Chainkit',
    titleEn: 'Create an Account | Chainkit',
    description:
      '免费注册 Chainkit 账户：用邮箱验证码注册，或直接用钱包签名创建，可填写邀请码。注册后可按功能开通 VIP，解锁监控、批量交易和快速 RPC。',
    descriptionEn:
      'Create a free Chainkit account with an e-mail code or a wallet signature, add an invite code if you have one, and unlock VIP monitors and fast RPC.',
    keywords: ['注册', '免费注册', '邀请码', '钱包注册', '加密工具账户'],
    keywordsEn: ['sign up', 'create account', 'invite code', 'wallet signup', 'crypto toolbox account'],
    namespace: 'signup',
    isAuthPage: true,
    isInheritQuery: true,
    implemented: true,
  }),
  defineRoute({
    path: 'forget/password',
    routeName: 'forget-password',
    parent: 'login',
    category: 'account',
    chain: null,
    title: '找回密码 | Chainkit',
    titleEn: 'Reset Your Password | Chainkit',
    description:
      '忘记了 Chainkit 账户密码？输入注册邮箱获取验证码，或用已绑定的钱包签名验证身份，即可设置新密码，恢复对 VIP 权益和监控订阅的访问。',
    descriptionEn:
      'Forgot your Chainkit password? Verify with a code sent to your e-mail or a signature from your linked wallet, then set a new password and carry on.',
    keywords: ['找回密码', '重置密码', '忘记密码', '邮箱验证', '账户恢复'],
    keywordsEn: ['forgot password', 'reset password', 'password recovery', 'email verification', 'account recovery'],
    namespace: 'forgetPassword',
    isAuthPage: true,
    implemented: true,
  }),
];
