export { CATALOG, getRoute } from '@/lib/catalog/catalog';
export { BRAND_SUFFIX, type RouteTexts } from '@/lib/catalog/define';
export { CATEGORY_LABELS, CHAIN_LABELS } from '@/lib/catalog/labels';
export {
  type LiveTool,
  liveChains,
  liveTools,
  type MissingPage,
  memberTools,
  missingPage,
  nearestLiveTools,
  type PlannedTool,
  roadmapTools,
  type ToolLink,
  toolLink,
} from '@/lib/catalog/live';
export {
  buildPath,
  buildRouteMatcher,
  localizedHref,
  matchRoute,
  type RouteParams,
  routeHref,
} from '@/lib/catalog/match';
export {
  buildMenuTree,
  buildNavigationGroups,
  isServed,
  isTool,
  type MenuItem,
  type MenuTree,
  menuTree,
  type NavigationGroup,
  type NavigationItem,
  type NavigationOptions,
  navigationGroups,
  servedPaths,
  servedRoutes,
} from '@/lib/catalog/navigation';
export { CHECK_BALANCE_CHAINS, type CheckBalanceChain, VIP_PLAN_DAYS, type VipPlanDays } from '@/lib/catalog/params';
export { routeDescription, routeKeywords, routeLabel, routeTitle } from '@/lib/catalog/text';
export * from '@/lib/catalog/types';
