import { defineMessages } from '../../lib/i18n/i18n.ts';

export const likeMessages = defineMessages('likes', {
  loginToUnlike: 'Please login to unlike movies',
  loginToLike: 'Please login to like movies',
  unlikeMovie: 'Unlike {title}',
  likeMovie: 'Like {title}',
  unlike: 'Unlike',
  like: 'Like',
  liked: 'Liked',
  likedMovies: 'Liked Movies',
  movieUnliked: 'Movie unliked!',
  movieLiked: 'Movie liked!',
  failedToUnlike: 'Failed to unlike movie.',
  failedToLike: 'Failed to like movie.',
  alreadyLiked: 'Movie already liked',
  notInLikes: 'Movie not in your likes',
});
