import {
  API_TOKEN_NOT_ALLOWED_MESSAGE,
  API_TOKEN_READ_ONLY_MESSAGE,
  HANDLE_MAX_LENGTH,
  HANDLE_MIN_LENGTH,
  HANDLE_TAKEN_MESSAGE,
  PROFILE_NOT_FOUND_MESSAGE,
  SHARED_PLAYLIST_NOT_FOUND_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  TONIGHT_LIMITED_NOTE,
  WHERE_TO_WATCH_OFFLINE_MESSAGE,
} from '@marquee/contracts';
import { defineMessages } from './i18n.ts';

/**
 * The API's messages that the interface shows, exactly as the API (and the shared client, `lib/api-client.ts`)
 * writes them: each is its own key, `api.<text>`, in the other languages' catalogs (`apiText`, ADR 036). This
 * module is the list the catalogs are checked against (known-text.ts reads them); the app never imports it, so no browser
 * downloads it. A message with a variable part (a name, a count) is not here and shows in English.
 */
const API_MESSAGES = [
  // The shared client's own, when no answer came.
  'The request timed out. Please try again.',
  'Network error: could not reach the server.',
  // Refusals any page can meet.
  SIGN_IN_REQUIRED_MESSAGE,
  'Authentication required',
  'Forbidden',
  'Not found',
  'Too many requests, please try again later.',
  'Internal server error',
  API_TOKEN_READ_ONLY_MESSAGE,
  API_TOKEN_NOT_ALLOWED_MESSAGE,
  // Movies, lists, comments, the diary.
  'Movie not found',
  'Movie already in playlist',
  'Movie already liked',
  'Movie not in playlist',
  'Movie not in your likes',
  'Playlist not found',
  'You don’t own this playlist',
  'Comment not found',
  'Parent comment not found',
  'Diary entry not found',
  'API token not found',
  'Calendar not found',
  // The account.
  'Incorrect password.',
  'Enter your password to delete your account.',
  'Type the email address of your account to confirm.',
  // Profiles and where to watch.
  HANDLE_TAKEN_MESSAGE,
  // What contracts' handleProblem says of a handle (shown after "Handle").
  `must be ${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} characters`,
  'may only use lowercase letters, digits, _ and -',
  'is reserved, please choose another',
  PROFILE_NOT_FOUND_MESSAGE,
  SHARED_PLAYLIST_NOT_FOUND_MESSAGE,
  WHERE_TO_WATCH_OFFLINE_MESSAGE,
  // Watch tonight and watching together.
  TONIGHT_LIMITED_NOTE,
  "It's already on your watchlist",
  "It's already on everyone's watchlist",
  'Added to your watchlist',
  "Added to everyone's watchlists",
  'Invitation sent',
  'You now watch together',
  'Removed',
  'Invite link created',
  'Invitation declined',
  'Invitation not found',
  'This invite link is not valid any more: ask for a new one',
  'This is your own invite link: send it to someone',
  'You cannot invite yourself',
  'You already watch together',
  'You already invited them: wait for their answer',
  'They already invited you: accept their invitation',
  'Only people who accepted your watch-together invitation can watch with you',
];

export const apiMessages = defineMessages(
  'api',
  Object.fromEntries(API_MESSAGES.map((message) => [message, message])),
);
