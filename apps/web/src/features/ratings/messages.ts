import { defineMessages } from '../../lib/i18n/i18n.ts';

export const ratingMessages = defineMessages('ratings', {
  loadingRating: 'Loading the rating',
  membersAverage: "Members' average rating",
  tmdbNoMembers: 'TMDB rating, no member ratings yet',
  rating: 'Rating',
  outOfTen: '/ 10',
  reviews: '{total} review(s)',
  loginToRate: 'Login to rate this movie',
  yourRating: 'Your rating:',
  chooseRating: 'Choose a rating from 1 to 10',
  rateOutOf: 'Rate {value} out of 10',
  updateRating: 'Update Rating',
  submitRating: 'Submit Rating',
  selected: '{value}/10 selected',
  saved: 'Rating saved successfully!',
  failed: 'Failed to save rating. Please try again.',
});
