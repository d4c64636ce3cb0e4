import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CreateDiaryEntryBody, DiaryEntryResponse, UpdateDiaryEntryBody } from '@marquee/contracts';
import { apiRequest, isUnauthorized } from '../../../lib/api-client.ts';
import { translate, type Message } from '../../../lib/i18n/i18n.ts';
import { apiErrorText } from '../../../lib/i18n/known-text.ts';
import { invalidateWatchHistory } from '../../../lib/watch-history-query-keys.ts';
import { diaryMessages as m } from '../messages.ts';

// The diary's changes, apart from its queries: the movie page's first screen carries none of their words.

/** Every diary change refreshes every diary query: a watch moves between pages and movie summaries. */
function useDiaryMutation<Variables, Answer>(
  request: (variables: Variables) => Promise<Answer>,
  messages: { success: Message; failure: Message },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      toast.success(translate(messages.success));
    },
    onError: (error) => {
      // A 401: the session ended, and the page says so (auth's session expiry) instead.
      if (!isUnauthorized(error)) toast.error(apiErrorText(error, translate(messages.failure)));
    },
    onSettled: () => invalidateWatchHistory(queryClient),
  });
}

export function useLogWatch() {
  return useDiaryMutation(
    (body: CreateDiaryEntryBody) => apiRequest<DiaryEntryResponse>('api/diary', { method: 'POST', body }),
    { success: m.logged, failure: m.logFailed },
  );
}

export function useUpdateDiaryEntry() {
  return useDiaryMutation(
    ({ entryId, changes }: { entryId: number; changes: UpdateDiaryEntryBody }) =>
      apiRequest<DiaryEntryResponse>(`api/diary/${entryId}`, { method: 'PATCH', body: changes }),
    { success: m.updated, failure: m.updateFailed },
  );
}

export function useDeleteDiaryEntry() {
  return useDiaryMutation((entryId: number) => apiRequest(`api/diary/${entryId}`, { method: 'DELETE' }), {
    success: m.deleted,
    failure: m.deleteFailed,
  });
}
