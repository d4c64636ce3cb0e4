export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  emailVerified: boolean;
}

/** The signed-in user, or null. The auth feature replaces this stub with the real session query. */
export function useSession(): { user: SessionUser | null; isPending: boolean } {
  return { user: null, isPending: false };
}

export function useSignOut(): { signOut: () => Promise<void>; isPending: boolean } {
  return { signOut: async () => undefined, isPending: false };
}
