import { describe, expect, it } from 'vitest';
import { DELETED_COMMENT_TEXT } from '@marquee/contracts';
import { engineTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

interface CommentJson {
  comment_id: number;
  comment_text: string;
  depth: number;
  is_deleted: boolean;
  is_own: boolean;
  parent_comment_id: number | null;
  created_at: string;
  updated_at: string;
  user: { displayName: string };
  replies: CommentJson[];
}

describe.each(engineTestEngines())('comments API on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, {
    alice: { name: 'Alice Reviewer' },
    bob: { name: 'Bob Critic' },
  });

  const post = (user: TestUser, payload: object) =>
    suite.testApp.app.inject({ method: 'POST', url: '/api/comments', headers: user.headers, payload });
  const create = async (user: TestUser, payload: object): Promise<CommentJson> => {
    const response = await post(user, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const page = async (user: TestUser, tmdbId: number, query = '') => {
    const response = await suite.testApp.app.inject({
      method: 'GET',
      url: `/api/comments/${tmdbId}${query}`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { comments: CommentJson[]; pagination: Record<string, number> };
  };

  it('answers 401 JSON without a user to every write', async () => {
    for (const [method, url] of [
      ['POST', '/api/comments'],
      ['PUT', '/api/comments/1'],
      ['DELETE', '/api/comments/1'],
    ] as const) {
      const response = await suite.testApp.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });

  it('lets visitors read comments, owning none of them', async () => {
    const root = await create(suite.alice, {
      tmdb_id: 13,
      comment_text: 'Worth it',
      parent_comment_id: null,
    });
    await create(suite.bob, { tmdb_id: 13, comment_text: 'Agreed', parent_comment_id: root.comment_id });
    const response = await suite.testApp.app.inject({
      method: 'GET',
      url: '/api/comments/13?page=1&limit=5',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { comments, pagination } = response.json().data as {
      comments: CommentJson[];
      pagination: Record<string, number>;
    };
    // One thread of two comments: the heading's count includes the reply.
    expect(pagination).toMatchObject({
      totalRootComments: 1,
      totalComments: 2,
      totalPages: 1,
      currentPage: 1,
    });
    expect(comments[0]).toMatchObject({
      comment_text: 'Worth it',
      is_own: false,
      user: { displayName: 'Alice Reviewer' },
    });
    expect(comments[0]!.replies[0]).toMatchObject({ comment_text: 'Agreed', is_own: false });
    // Bad input still gets a clear 4xx, never a 500.
    const bad = await suite.testApp.app.inject({ method: 'GET', url: '/api/comments/abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('creates trimmed comments with the author name and nests replies up to depth 3', async () => {
    const root = await create(suite.alice, {
      tmdb_id: 238,
      comment_text: '  A masterpiece.  ',
      parent_comment_id: null,
    });
    expect(root).toMatchObject({
      comment_text: 'A masterpiece.',
      depth: 1,
      parent_comment_id: null,
      user: { displayName: 'Alice Reviewer' },
    });
    const reply = await create(suite.bob, {
      tmdb_id: 238,
      comment_text: 'Agreed',
      parent_comment_id: root.comment_id,
    });
    expect(reply.depth).toBe(2);
    const replyToReply = await create(suite.alice, {
      tmdb_id: 238,
      comment_text: 'Thanks!',
      parent_comment_id: reply.comment_id,
    });
    expect(replyToReply.depth).toBe(3);

    const tooDeep = await post(suite.bob, {
      tmdb_id: 238,
      comment_text: 'Too deep',
      parent_comment_id: replyToReply.comment_id,
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toEqual({ success: false, message: 'Replies are allowed only up to depth 3' });

    const { comments } = await page(suite.bob, 238);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      comment_text: 'A masterpiece.',
      is_own: false,
      user: { displayName: 'Alice Reviewer' },
    });
    expect(comments[0]!.replies[0]).toMatchObject({
      comment_text: 'Agreed',
      is_own: true,
      user: { displayName: 'Bob Critic' },
    });
    expect(comments[0]!.replies[0]!.replies[0]).toMatchObject({
      comment_text: 'Thanks!',
      depth: 3,
      replies: [],
    });
  });

  it('pages root comments newest first, 5 per page by default', async () => {
    for (let index = 1; index <= 7; index++)
      await create(suite.bob, { tmdb_id: 680, comment_text: `Comment ${index}` });
    const first = await page(suite.alice, 680);
    expect(first.comments.map((comment) => comment.comment_text)).toEqual([
      'Comment 7',
      'Comment 6',
      'Comment 5',
      'Comment 4',
      'Comment 3',
    ]);
    expect(first.pagination).toMatchObject({ totalPages: 2, currentPage: 1, totalRootComments: 7 });
    const second = await page(suite.alice, 680, '?page=2&limit=5');
    expect(second.comments.map((comment) => comment.comment_text)).toEqual(['Comment 2', 'Comment 1']);
    const custom = await page(suite.alice, 680, '?page=3&limit=3');
    expect(custom.comments.map((comment) => comment.comment_text)).toEqual(['Comment 1']);
    expect(custom.pagination).toMatchObject({ totalPages: 3, currentPage: 3 });
    for (const query of ['?page=0', '?page=abc', '?limit=0', '?limit=1000']) {
      const response = await suite.testApp.app.inject({
        method: 'GET',
        url: `/api/comments/680${query}`,
        headers: suite.alice.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('validates the text: trimmed, non-blank, at most 2,000 characters', async () => {
    for (const comment_text of ['   ', '', 'x'.repeat(2001), 42]) {
      const response = await post(suite.alice, { tmdb_id: 550, comment_text });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("'comment_text'");
    }
    expect((await post(suite.alice, { tmdb_id: 550, comment_text: 'x'.repeat(2000) })).statusCode).toBe(201);
    expect((await post(suite.alice, { tmdb_id: 999_999_999, comment_text: 'Hi' })).json()).toEqual({
      success: false,
      message: 'Movie not found',
    });
    expect(
      (await post(suite.alice, { tmdb_id: 550, comment_text: 'Hi', parent_comment_id: 999_999 })).statusCode,
    ).toBe(404);
  });

  it('lets only the author edit or delete a comment (403 otherwise)', async () => {
    const mine = await create(suite.alice, { tmdb_id: 13, comment_text: 'Original' });
    const put = (user: TestUser, payload: object) =>
      suite.testApp.app.inject({
        method: 'PUT',
        url: `/api/comments/${mine.comment_id}`,
        headers: user.headers,
        payload,
      });

    const foreignEdit = await put(suite.bob, { comment_text: 'Hijacked' });
    expect(foreignEdit.statusCode).toBe(403);
    expect(foreignEdit.json()).toEqual({ success: false, message: 'You can only edit your own comments' });
    const foreignDelete = await suite.testApp.app.inject({
      method: 'DELETE',
      url: `/api/comments/${mine.comment_id}`,
      headers: suite.bob.headers,
    });
    expect(foreignDelete.statusCode).toBe(403);
    expect(foreignDelete.json()).toEqual({
      success: false,
      message: 'You can only delete your own comments',
    });

    expect((await put(suite.alice, { comment_text: '   ' })).statusCode).toBe(400);
    const edited = await put(suite.alice, { comment_text: ' Edited text ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.comment_text).toBe('Edited text');
    const [listed] = (await page(suite.alice, 13)).comments;
    expect(listed).toMatchObject({ comment_text: 'Edited text', is_own: true });
    expect(listed!.updated_at).not.toBe(listed!.created_at);

    const missing = await suite.testApp.app.inject({
      method: 'PUT',
      url: '/api/comments/999999',
      headers: suite.alice.headers,
      payload: { comment_text: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a deleted comment with replies as a marker and loses no reply', async () => {
    const root = await create(suite.alice, { tmdb_id: 27205, comment_text: 'Dreams within dreams' });
    const reply = await create(suite.bob, { tmdb_id: 27205, comment_text: 'The top keeps spinning' });
    void reply;
    const child = await create(suite.bob, {
      tmdb_id: 27205,
      comment_text: 'It wobbles',
      parent_comment_id: root.comment_id,
    });

    const removed = await suite.testApp.app.inject({
      method: 'DELETE',
      url: `/api/comments/${root.comment_id}`,
      headers: suite.alice.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ comment_id: root.comment_id, kept_as_deleted_marker: true });

    let thread = (await page(suite.bob, 27205)).comments.find(
      (comment) => comment.comment_id === root.comment_id,
    )!;
    expect(thread).toMatchObject({ is_deleted: true, comment_text: DELETED_COMMENT_TEXT });
    expect(thread.replies.map((r) => r.comment_text)).toEqual(['It wobbles']);
    expect((await page(suite.bob, 27205)).pagination).toMatchObject({
      totalRootComments: 2,
      totalComments: 2,
    });

    // The marker cannot be edited or deleted again.
    const editMarker = await suite.testApp.app.inject({
      method: 'PUT',
      url: `/api/comments/${root.comment_id}`,
      headers: suite.alice.headers,
      payload: { comment_text: 'Back' },
    });
    expect(editMarker.statusCode).toBe(404);

    // Removing the last reply removes the marker it hung from.
    await suite.testApp.app.inject({
      method: 'DELETE',
      url: `/api/comments/${child.comment_id}`,
      headers: suite.bob.headers,
    });
    thread = (await page(suite.bob, 27205)).comments.find(
      (comment) => comment.comment_id === root.comment_id,
    )!;
    expect(thread).toBeUndefined();
    expect((await page(suite.bob, 27205)).pagination).toMatchObject({
      totalRootComments: 1,
      totalComments: 1,
    });
  });

  it('stores markup as plain text, unchanged', async () => {
    const text = '<img src=x onerror=alert(1)> <a href="javascript:alert(1)">click</a>';
    const created = await create(suite.alice, { tmdb_id: 155, comment_text: text });
    expect(created.comment_text).toBe(text);
  });
});
