import { defineMessages } from './i18n.ts';

/** Who sees one diary entry, rating or comment on other servers (issue #44). */
export const visibilityMessages = defineMessages('visibility', {
  whoCanSee: 'Who can see this',
  whoCanSeeRating: 'Who can see your rating',
  public: 'Public',
  followers: 'Followers only',
  private: 'Only me',
  hint: 'Public and Followers only are sent to the people who follow you on other servers.',
  saved: 'Visibility saved',
  saveFailed: 'Could not save who can see this.',
});
