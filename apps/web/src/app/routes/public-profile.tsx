import { useParams } from 'react-router';
import { BookOpen, Heart, ListMusic } from 'lucide-react';
import { PROFILE_NOT_FOUND_MESSAGE, profileSubject } from '@marquee/contracts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { MovieGrid } from '../../components/ui/movie-grid.tsx';
import { PrivateOrMissing } from '../../components/ui/private-or-missing.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { MovieGridSkeleton, TextSkeleton } from '../../components/ui/skeletons.tsx';
import { usePublicProfile } from '../../features/profiles/api/use-profile.ts';
import { DiaryList } from '../../features/profiles/components/diary-list.tsx';
import { ProfileHeader } from '../../features/profiles/components/profile-header.tsx';
import { PublicPlaylistCards } from '../../features/profiles/components/public-playlist-cards.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { apiText } from '../../lib/i18n/known-text.ts';
import { profileMessages as m } from '../../features/profiles/messages.ts';

/** /u/{handle}: someone's opt-in public profile. */
export function Component() {
  const t = useT();
  const handle = useParams().handle ?? '';
  const profile = usePublicProfile(handle);
  useDocumentTitle(
    profile.data
      ? profileSubject(profile.data)
      : profile.isError
        ? apiText(PROFILE_NOT_FOUND_MESSAGE)
        : undefined,
  );

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.error instanceof ApiError && profile.error.status === 404)
    return <PrivateOrMissing title={apiText(PROFILE_NOT_FOUND_MESSAGE)} hint={t(m.profileHint)} />;
  if (profile.isError)
    return (
      <div className="page-container py-10">
        <ErrorMessage message={errorText(profile.error)} />
      </div>
    );

  const { display_name, diary, favourites, playlists } = profile.data;
  return (
    <div className="page-container py-8 md:py-10">
      <ProfileHeader displayName={display_name} handle={profile.data.handle} />
      <div className="flex flex-col gap-12">
        <section aria-labelledby="profile-diary">
          <SectionHeading id="profile-diary" title={t(m.diary)} subtitle={t(m.recentlyWatched)} />
          {diary.length ? (
            <DiaryList entries={diary} />
          ) : (
            <EmptyState title={t(m.noDiary)} icon={BookOpen} level={3} />
          )}
        </section>
        <section aria-labelledby="profile-favourites">
          <SectionHeading id="profile-favourites" title={t(m.favourites)} />
          {favourites.length ? (
            <MovieGrid movies={favourites} label={t(m.favourites)} renderActions={renderMovieCardActions} />
          ) : (
            <EmptyState title={t(m.noFavourites)} icon={Heart} level={3} />
          )}
        </section>
        <section aria-labelledby="profile-playlists">
          <SectionHeading id="profile-playlists" title={t(m.playlists)} />
          {playlists.length ? (
            <PublicPlaylistCards playlists={playlists} />
          ) : (
            <EmptyState title={t(m.noPlaylists)} icon={ListMusic} level={3} />
          )}
        </section>
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="page-container py-8 md:py-10" aria-busy="true">
      <div className="mb-10 flex items-center gap-4 md:gap-6">
        <TextSkeleton className="h-16 w-16 rounded-full md:h-24 md:w-24" />
        <div className="flex flex-col gap-2">
          <TextSkeleton className="h-8 w-48" />
          <TextSkeleton className="h-4 w-24" />
        </div>
      </div>
      <MovieGridSkeleton count={10} />
    </div>
  );
}
