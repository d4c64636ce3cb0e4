import { defineMessages } from '../../lib/i18n/i18n.ts';

export const profileMessages = defineMessages('profiles', {
  publicPlaylists: 'Public playlists',
  movieCount: '{count, plural, one {# movie} other {# movies}}',
  recentDiary: 'Recent diary entries',
  watchedOn: 'Watched {date}',
  rated: 'Rated',
  rewatch: 'Rewatch',
  saveFailed: 'Failed to save your profile. Please try again.',
  handleField: 'Handle {problem}',
  handle: 'Handle',
  handleHint: '3 to 30 characters: lowercase letters, digits, _ and -.',
  publicProfile: 'Public profile',
  publicProfileDescription:
    'Shows your recent diary, your liked movies and your public playlists to anyone with the link.',
  saveProfile: 'Save profile',
  yourAddress: 'Your profile address',
  privateNote: 'Your profile is private: this address shows nothing until you make it public.',
  profileHint:
    'Profiles show only when their owner makes them public. Check the address, or discover movies instead.',
  diary: 'Diary',
  recentlyWatched: 'Recently watched',
  noDiary: 'No diary entries yet',
  favourites: 'Favourites',
  noFavourites: 'No favourites yet',
  playlists: 'Playlists',
  noPlaylists: 'No public playlists yet',
  playlistHint: 'Its owner may have made it private. Check the link, or discover movies instead.',
  playlistBy: '{movies} · A playlist by',
  emptyPlaylist: 'Empty Playlist',
  emptyPlaylistHint: 'No movies in this playlist yet.',
});
