/** The spec's external 'About Dev' link. */
export const ABOUT_DEV_URL = 'https://github.com/marquee-movies/marquee';
