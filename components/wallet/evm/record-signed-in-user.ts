import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_INFO_QUERY_KEY } from '@/lib/client/user/account-api';
import type { UserInfo } from '@/lib/client/user/types';
import { writeUserStatus } from '@/lib/client/user/user-status-store';

/** What useUser().setSignedIn does, without needing the app's HTTP client context: stored status + cached info. */
export function recordSignedInUser(queryClient: QueryClient, user: UserInfo): void {
  writeUserStatus(user);
  queryClient.setQueryData(ACCOUNT_INFO_QUERY_KEY, user);
}
