import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { routeTestEngines } from '@marquee/db/testing';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';
import { cardTitle } from './support/movie-card.ts';

const XSS_NAME = '<img src=x onerror=alert(1)> list';
const XSS_COMMENT = '<img src=x onerror=alert(1)> <a href="javascript:alert(1)">click me</a> great film';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
async function expectToast(page: Page, text: string): Promise<void> {
  await eventually(() => toast(page, text).count(), `toast '${text}'`).toBeGreaterThan(0);
}
const visible = (locator: Locator) => locator.isVisible();
/** Polls long enough for a cold page load on a busy 2-core machine. */
const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

// The SQL behind these pages (likes, statuses, ratings, comments, playlists) runs on both engines in their route
// suites; the journey itself does not depend on the engine.
for (const engine of routeTestEngines())
  browserSuite(`personal library in Chromium on ${engine}`, () => {
    const suite = useBrowserServer({ engine });

    it('a visitor is asked to log in by every library control', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await page.goto('/movie/550');
      await eventually(() => visible(page.getByRole('heading', { level: 1, name: 'Fight Club' }))).toBe(true);
      await eventually(() => visible(page.getByRole('link', { name: 'Login to rate this movie' }))).toBe(
        true,
      );
      await eventually(() => visible(page.getByText('Please log in to write a comment.'))).toBe(true);
      // Visitors read the comments and the community rating (none yet here).
      await eventually(() =>
        visible(page.getByText('No comments yet. Be the first to share your thoughts!')),
      ).toBe(true);
      // The members' summary answers in a request of its own, maybe after the comments.
      await eventually(() => visible(page.getByText('0 review(s)'))).toBe(true);
      // Two figures, each saying whose it is: the hero's is TMDB's with its vote count; nobody rated here yet.
      const heroRating = page.getByRole('list', { name: 'Facts' }).getByRole('listitem').first();
      expect(await heroRating.getAttribute('aria-label')).toMatch(
        /^TMDB rating \d\.\d out of 10 from [\d,]+ votes$/,
      );
      expect(await heroRating.innerText()).toMatch(/\d\.\d\s+TMDB · [\d,]+ votes$/);
      expect(
        await page.getByRole('group', { name: 'TMDB rating, no member ratings yet' }).innerText(),
      ).toMatch(/^\d\.\d\s*\/ 10\s*0 review\(s\)$/);
      expect(await page.getByText('Login to view comments').count()).toBe(0);

      await page.getByRole('button', { name: 'Like', exact: true }).click();
      await expectToast(page, 'Please login to like movies');
      // The Like toast offers the way to sign in; the page is still there when the reader comes back.
      await toast(page, 'Please login to like movies').getByRole('link', { name: 'Sign in' }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/login');
      await page.goBack();
      await eventually(() => visible(page.getByRole('heading', { level: 1, name: 'Fight Club' }))).toBe(true);
      await page.getByRole('button', { name: 'Add to Playlist' }).click();
      await expectToast(page, 'Please login to add movies to playlists');
      expect(await page.getByRole('dialog').count()).toBe(0);

      // Personal pages offer a way forward instead of a bare error.
      for (const [url, heading] of [
        ['/liked', 'Sign in to see your liked movies'],
        ['/watched', 'Sign in to see the movies you watched'],
        ['/watchlist', 'Sign in to see your watchlist'],
        ['/recently-visited', 'Sign in to see your recently visited movies'],
        ['/playlists', 'Sign in to see your playlists'],
      ] as const) {
        await page.goto(url);
        await eventually(() => visible(page.getByRole('heading', { name: heading })), url).toBe(true);
        expect(await page.getByText('Authentication required. Please log in.').isVisible()).toBe(true);
        expect(await page.getByText('Error:').count()).toBe(0);
      }
      await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/login');
      await eventually(() => visible(page.getByRole('heading', { name: 'Welcome Back' }))).toBe(true);
      await context.close();
    });

    it('a signed-in journey: like, watch status, rating, comments, playlists, list pages and home rows', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      const alerts: string[] = [];
      const confirms: string[] = [];
      page.on('dialog', async (dialog) => {
        if (dialog.type() === 'confirm') confirms.push(dialog.message());
        else alerts.push(dialog.message());
        await dialog.accept();
      });
      await signInContext(suite.server, context, 'Library Tester');

      // Movie page: like, watched, rating.
      await page.goto('/movie/550');
      await eventually(() => visible(page.getByRole('heading', { level: 1, name: 'Fight Club' }))).toBe(true);
      const like = page.getByRole('button', { name: 'Like', exact: true });
      await eventually(() => like.isEnabled()).toBe(true);
      await like.click();
      await expectToast(page, 'Movie liked!');
      await eventually(() =>
        page.getByRole('button', { name: 'Liked', exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');

      await page.getByRole('button', { name: 'Mark as Watched' }).click();
      await expectToast(page, 'Movie marked as watched!');
      await page.getByRole('button', { name: 'Watched', exact: true }).click();
      await expectToast(page, 'Already marked as watched.');

      await page.getByRole('button', { name: 'Rate 8 out of 10' }).click();
      await page.getByRole('button', { name: 'Submit Rating' }).click();
      await expectToast(page, 'Rating saved successfully!');
      await eventually(() => page.getByTestId('displayed-rating').textContent()).toBe('8.0');
      await eventually(() => visible(page.getByText('1 review(s)'))).toBe(true);
      // Right after rating, the section shows (and names) the members' average, beside the hero's TMDB figure.
      expect(await page.getByRole('group', { name: "Members' average rating" }).innerText()).toMatch(
        /^8\.0\s*\/ 10\s*1 review\(s\)$/,
      );
      expect(
        await page
          .getByRole('list', { name: 'Facts' })
          .getByRole('listitem', { name: /^TMDB rating / })
          .count(),
      ).toBe(1);
      await eventually(() => visible(page.getByText('8/10', { exact: true }))).toBe(true);
      await page.getByRole('button', { name: 'Rate 9 out of 10' }).click();
      await page.getByRole('button', { name: 'Update Rating' }).click();
      await eventually(() => page.getByTestId('displayed-rating').textContent()).toBe('9.0');
      await eventually(() => visible(page.getByText('9/10', { exact: true }))).toBe(true);

      // Comments: create (markup stays text), reply, edit, delete with confirmation.
      const commentBox = page.getByRole('textbox', { name: 'Write a comment' });
      await eventually(() => page.getByRole('button', { name: 'Post Comment' }).isDisabled()).toBe(true);
      await commentBox.fill(XSS_COMMENT);
      await page.getByRole('button', { name: 'Post Comment' }).click();
      await expectToast(page, 'Comment added successfully!');
      await eventually(() => visible(page.getByText(XSS_COMMENT, { exact: true }))).toBe(true);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);

      await page.getByRole('button', { name: 'Reply', exact: true }).first().click();
      await page.getByRole('textbox', { name: 'Reply to Library Tester' }).fill('  A reply to myself  ');
      await page.getByRole('button', { name: 'Post Reply' }).click();
      await eventually(() => visible(page.getByText('A reply to myself', { exact: true }))).toBe(true);
      // The heading counts the reply too.
      await eventually(() => page.getByRole('heading', { name: /^Comments/ }).textContent()).toBe(
        'Comments(2)',
      );
      const replyId = await page
        .getByTestId('comment')
        .filter({ hasText: 'A reply to myself' })
        .last()
        .getAttribute('data-comment-id');
      const reply = page.locator(`[data-comment-id="${replyId}"]`);
      await reply.getByRole('button', { name: 'Edit' }).click();
      await reply.getByRole('textbox', { name: 'Edit your comment' }).fill('An edited reply');
      await reply.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Comment updated successfully!');
      await eventually(() => visible(page.getByText('An edited reply', { exact: true }))).toBe(true);
      await eventually(() => visible(reply.getByText('(edited)'))).toBe(true);
      await reply.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Comment deleted successfully!');
      expect(confirms).toEqual(['Are you sure you want to delete this comment?']);
      await eventually(() => page.getByText('An edited reply', { exact: true }).count()).toBe(0);

      // Add-to-playlist modal: create a playlist by name, confirm, closes by itself.
      await page.getByRole('button', { name: 'Add to Playlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to Playlist' });
      await eventually(() => visible(dialog.getByText('No playlists found. Create one above!'))).toBe(true);
      await eventually(() => dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
      await dialog.getByLabel('New playlist').fill(`  ${XSS_NAME}  `);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Playlist created!');
      await eventually(() => dialog.getByRole('checkbox', { name: XSS_NAME }).isChecked()).toBe(true);
      await saveScreenshot(page, `library-add-to-playlist-modal-${engine}`);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expectToast(page, 'Movie added to playlist!');
      await eventually(() => dialog.count()).toBe(0);
      await saveScreenshot(page, `library-movie-page-desktop-${engine}`);

      // A second movie: watchlist, into the same playlist; Escape closes the modal.
      await page.goto('/movie/157336');
      await eventually(() => visible(page.getByRole('heading', { level: 1, name: 'Interstellar' }))).toBe(
        true,
      );
      await page.getByRole('button', { name: 'Add to Watchlist' }).click();
      await expectToast(page, 'Added to your watchlist!');
      await page.getByRole('button', { name: 'In Watchlist' }).click();
      await expectToast(page, 'Already in your watchlist.');
      await page.getByRole('button', { name: 'Add to Playlist' }).click();
      await eventually(() => visible(dialog)).toBe(true);
      await page.keyboard.press('Escape');
      await eventually(() => dialog.count()).toBe(0);
      await page.getByRole('button', { name: 'Add to Playlist' }).click();
      await dialog.getByText(XSS_NAME, { exact: true }).click();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expectToast(page, 'Movie added to playlist!');
      await eventually(() => dialog.count()).toBe(0);

      // Like from a movie card on the home page, without following the card's link.
      await page.getByRole('navigation').getByRole('link', { name: 'Home' }).first().click();
      await eventually(() => new URL(page.url()).pathname).toBe('/');
      const popular = page.getByRole('list', { name: 'Popular Movies' });
      await eventually(() => popular.getByRole('listitem').count()).toBeGreaterThan(3);
      const firstLike = popular.getByRole('button', { name: /^Like / }).first();
      const likedTitle = (await firstLike.getAttribute('aria-label'))!.replace(/^Like /, '');
      const card = popular
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: likedTitle }) })
        .first();
      await card.hover();
      await card.getByRole('button', { name: `Like ${likedTitle}`, exact: true }).click();
      await expectToast(page, 'Movie liked!');
      expect(new URL(page.url()).pathname).toBe('/');
      await eventually(() => card.getByRole('button', { name: `Unlike ${likedTitle}` }).count()).toBe(1);
      await card.hover();
      await card.getByRole('button', { name: `Add ${likedTitle} to playlist` }).click();
      await eventually(() => visible(dialog)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await eventually(() => dialog.count()).toBe(0);

      // Home rows.
      const likedRow = page.getByRole('list', { name: 'Liked Movies' });
      await eventually(() => likedRow.getByRole('listitem').count()).toBe(2);
      const visitedRow = page.getByRole('list', { name: 'Recently Visited' });
      await eventually(() => cardTitle(visitedRow)).toBe('Interstellar');
      expect(await page.getByRole('link', { name: 'View All Liked Movies' }).getAttribute('href')).toBe(
        '/liked',
      );
      expect(await page.getByRole('link', { name: 'View All Recently Visited' }).getAttribute('href')).toBe(
        '/recently-visited',
      );

      // List pages.
      await page.goto('/liked');
      await eventually(() =>
        visible(page.getByRole('heading', { level: 1, name: 'Your Liked Movies' })),
      ).toBe(true);
      await eventually(() => visible(page.getByText('You have liked 2 movie(s)'))).toBe(true);
      await eventually(() => cardTitle(page.getByRole('list', { name: 'Your Liked Movies' }))).toBe(
        likedTitle,
      );
      await page.goto('/watched');
      await eventually(() => visible(page.getByText('You have watched 1 movie(s)'))).toBe(true);
      await eventually(() => visible(page.getByRole('link', { name: /^Fight Club/ }))).toBe(true);
      await page.goto('/watchlist');
      await eventually(() => visible(page.getByRole('heading', { level: 1, name: 'Your Watchlist' }))).toBe(
        true,
      );
      await eventually(() => visible(page.getByRole('link', { name: /^Interstellar/ }))).toBe(true);
      await page.goto('/recently-visited');
      await eventually(() => visible(page.getByText('You have recently viewed 2 movie(s)'))).toBe(true);

      // Playlists: the row, its menu, the playlist page, removing a movie, deleting the playlist.
      await page.goto('/playlists');
      await eventually(() => visible(page.getByText('You have 1 playlist(s)'))).toBe(true);
      await eventually(() => visible(page.getByRole('heading', { level: 2, name: XSS_NAME }))).toBe(true);
      await eventually(() => page.getByRole('list', { name: XSS_NAME }).getByRole('listitem').count()).toBe(
        2,
      );
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      await saveScreenshot(page, `library-playlists-desktop-${engine}`);
      await page.getByRole('button', { name: `Playlist menu for ${XSS_NAME}` }).click();
      await page.getByRole('menuitem', { name: 'View All' }).click();
      await eventually(() => new URL(page.url()).pathname).toMatch(/^\/playlist\/\d+$/);
      await eventually(() => visible(page.getByRole('heading', { level: 1, name: XSS_NAME }))).toBe(true);
      await eventually(() => visible(page.getByText('Found 2 movies in this playlist'))).toBe(true);
      const interstellarCard = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: /^Interstellar/ }) });
      await interstellarCard.hover();
      await interstellarCard.getByRole('button', { name: 'Remove Interstellar from playlist' }).click();
      await expectToast(page, 'Movie removed from playlist!');
      await eventually(() => visible(page.getByText('Found 1 movies in this playlist'))).toBe(true);

      await page.goto('/playlists');
      await page.getByRole('button', { name: `Playlist menu for ${XSS_NAME}` }).click();
      await page.getByRole('menuitem', { name: 'Delete Playlist' }).click();
      const confirmDelete = page.getByRole('alertdialog', { name: 'Delete this playlist?' });
      expect(await confirmDelete.textContent()).toContain(XSS_NAME);
      await confirmDelete.getByRole('button', { name: 'Delete Playlist' }).click();
      await expectToast(page, 'Playlist deleted!');
      await eventually(() => visible(page.getByRole('heading', { name: 'No Playlists Found' }))).toBe(true);
      await eventually(() =>
        visible(page.getByText("You don't have any playlists yet. Create one to get started!")),
      ).toBe(true);

      // Unlike from the movie page.
      await page.goto('/movie/550');
      await page.getByRole('button', { name: 'Liked', exact: true }).click();
      await expectToast(page, 'Movie unliked!');
      await eventually(() =>
        page.getByRole('button', { name: 'Like', exact: true }).getAttribute('aria-pressed'),
      ).toBe('false');

      // The session ends behind the page's back: the next like says so and changes nothing.
      await context.clearCookies();
      await page.getByRole('button', { name: 'Like', exact: true }).click();
      await expectToast(page, 'Session expired. Please login again.');
      expect(await page.getByRole('button', { name: 'Like', exact: true }).getAttribute('aria-pressed')).toBe(
        'false',
      );

      expect(alerts).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('list pages show their empty states and look right on a phone', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
      await signInContext(suite.server, context, 'Empty Shelves');
      for (const [url, text] of [
        ['/liked', 'No liked movies found'],
        ['/watched', 'No Watched Movies'],
        ['/watchlist', 'Your Watchlist is Empty'],
        ['/recently-visited', 'No Recently Viewed Movies'],
        ['/playlists', 'No Playlists Found'],
      ] as const) {
        await page.goto(url);
        await eventually(() => visible(page.getByRole('heading', { name: text })), url).toBe(true);
      }
      await page.goto('/liked');
      await eventually(() => visible(page.getByText('No liked movies yet'))).toBe(true);
      await page.goto('/movie/13');
      await eventually(() => visible(page.getByRole('heading', { level: 1, name: 'Forrest Gump' }))).toBe(
        true,
      );
      await page.getByRole('button', { name: 'Add to Playlist' }).click();
      await eventually(() => visible(page.getByRole('dialog', { name: 'Add to Playlist' }))).toBe(true);
      await saveScreenshot(page, `library-add-to-playlist-modal-phone-${engine}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    });
  });
