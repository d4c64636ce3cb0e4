import type { CreateDiaryEntryBody, DiaryEntryResponse, UpdateDiaryEntryBody } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Message } from '../../../lib/i18n/i18n.ts';
import { useToastedMutation } from '../../../lib/use-toasted-mutation.ts';
import { invalidateWatchHistory } from '../../../lib/watch-history-query-keys.ts';
import { diaryMessages as m } from '../messages.ts';

// The diary's changes, apart from its queries: the movie page's first screen carries none of their words.

/** Every diary change refreshes every diary query: a watch moves between pages and movie summaries. */
function useDiaryMutation<Variables, Answer>(
  request: (variables: Variables) => Promise<Answer>,
  messages: { success: Message; failure: Message },
) {
  return useToastedMutation({ request, ...messages, explainRefusals: true, refresh: invalidateWatchHistory });
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
