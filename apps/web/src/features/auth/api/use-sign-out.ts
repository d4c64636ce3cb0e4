import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionQueryKey } from '../../../lib/session.ts';

export function useSignOut(): { signOut: () => Promise<void>; isPending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      const { authClient } = await import('../lib/auth-client.ts');
      await authClient.signOut();
    },
    onSettled: async () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      await navigate('/');
    },
  });
  return {
    signOut: async () => void (await mutation.mutateAsync().catch(() => undefined)),
    isPending: mutation.isPending,
  };
}
