import {
  HANDLE_TAKEN_MESSAGE,
  handleProblem,
  PROFILE_NOT_FOUND_MESSAGE,
  normaliseHandle,
  profilePath,
  sharedPlaylistPath,
  type OwnProfile,
  type PublicProfile,
} from '@marquee/contracts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { ProfilesRepository } from './profiles.repository.ts';

export function createProfilesService({ profiles }: { profiles: ProfilesRepository }) {
  async function ownProfile(userId: string): Promise<OwnProfile> {
    const profile = await profiles.findByUser(userId);
    if (!profile) return { handle: null, is_public: false, profile_url: null };
    return {
      handle: profile.handle,
      is_public: profile.is_public === 1,
      profile_url: profilePath(profile.handle),
    };
  }

  const takenBySomeoneElse = async (userId: string, handle: string) => {
    const holder = await profiles.findByHandle(handle);
    return holder !== undefined && holder.user_id !== userId;
  };

  return {
    ownProfile,

    async updateProfile(userId: string, handle: string, isPublic: boolean): Promise<OwnProfile> {
      if (await takenBySomeoneElse(userId, handle)) throw new ConflictError(HANDLE_TAKEN_MESSAGE);
      try {
        await profiles.save(userId, handle, isPublic, uniqueTimestamp());
      } catch (error) {
        // Someone took the handle between the check and the write: the unique constraint said no.
        if (await takenBySomeoneElse(userId, handle)) throw new ConflictError(HANDLE_TAKEN_MESSAGE);
        throw error;
      }
      return ownProfile(userId);
    },

    /** A handle nobody has and a profile that isn't public get the very same 404. */
    async publicProfile(rawHandle: string): Promise<PublicProfile> {
      const handle = normaliseHandle(rawHandle);
      // A string no handle can be (a NUL byte, say) is looked up nowhere: PostgreSQL would refuse it.
      const profile = handleProblem(handle) === null ? await profiles.findByHandle(handle) : undefined;
      if (!profile || profile.is_public !== 1) throw new NotFoundError(PROFILE_NOT_FOUND_MESSAGE);
      const [diary, favourites, playlists] = await Promise.all([
        profiles.recentDiary(profile.user_id),
        profiles.favourites(profile.user_id),
        profiles.publicPlaylists(profile.user_id),
      ]);
      const previews = await profiles.previews(playlists.map((playlist) => playlist.playlist_id));
      return {
        handle: profile.handle,
        display_name: profile.name?.trim() || profile.handle,
        diary,
        favourites,
        playlists: playlists.map((playlist) => ({
          name: playlist.name,
          movie_count: playlist.movie_count,
          share_url: sharedPlaylistPath(playlist.share_token),
          preview: previews.get(playlist.playlist_id) ?? [],
        })),
      };
    },
  };
}
