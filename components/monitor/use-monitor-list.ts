'use client';

import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '@/lib/client/http-client-context';
import { fetchMonitorList, MONITOR_LIST_QUERY_KEY, MONITOR_REFRESH_MS } from './monitor-api';

/** The user's entries, refreshed at the pace of the server's job (every 60 s). */
export function useMonitorList() {
  const http = useHttpClient();
  return useQuery({
    queryKey: MONITOR_LIST_QUERY_KEY,
    queryFn: ({ signal }) => fetchMonitorList(http, signal),
    refetchInterval: MONITOR_REFRESH_MS,
  });
}
