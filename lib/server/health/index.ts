export type { HealthReport } from './check-health';
export { checkHealth, HEALTH_CHECK_TIMEOUT_MS } from './check-health';
