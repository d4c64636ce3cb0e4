import { defineMessages } from '../../lib/i18n/i18n.ts';

/** The playlists pages' own words (rows, menus, sharing): apart, so a movie card's chunk does not carry them. */
export const playlistPageMessages = defineMessages('playlistPages', {
  public: 'Public',
  private: 'Private',
  noMoviesInPlaylist: 'No movies in this playlist.',
  menuFor: 'Playlist menu for {name}',
  viewAll: 'View All',
  deletePlaylist: 'Delete Playlist',
  deleteQuestion: 'Delete this playlist?',
  deleteWarning: '“{name}” and its list of movies will be gone for good. The movies stay in the catalog.',
  removeMovie: 'Remove {title} from playlist',
  removeFromPlaylist: 'Remove from playlist',
  sharing: 'Sharing',
  publicHint: 'Anyone with the link can see this playlist, and it shows on your public profile.',
  privateHint: 'Only you can see this playlist.',
  shareLink: 'Share link',
  linkCopied: 'Link copied!',
  copyLink: 'Copy link',
  copyFailed: 'Could not copy the link. Select it in the box and copy it yourself.',
});
