import { CODE_FORM_ERROR, CODE_LANGUAGE_UNDETECTED, CODE_OK, forum } from './index';

const screenshot = {
  imageId: 3,
  casinoId: 1,
  gameId: 2,
  currencyCode: 'EUR',
  betSize: 1.5,
  winSize: 300,
};

describe('forum calls (SPEC §7 Forum)', () => {
  it('are the listed paths; writing a post or a thread sends JSON, the rest form fields', () => {
    expect(
      [
        forum.createThread,
        forum.createPost,
        forum.editPost,
        forum.likePost,
        forum.likeThread,
        forum.followThread,
        forum.pollVote,
      ].map((endpoint) => [endpoint.method, endpoint.path, endpoint.encoding]),
    ).toEqual([
      ['POST', '/frontendService/thread', 'json'],
      ['POST', '/frontendService/post', 'json'],
      ['PUT', '/frontendService/post', 'json'],
      ['POST', '/frontendService/post/like', 'form'],
      ['POST', '/frontendService/thread/like', 'form'],
      ['POST', '/frontendService/thread/follow', 'form'],
      ['POST', '/frontendService/thread/pollVote', 'form'],
    ]);
  });
});

describe('requests', () => {
  it('take every field of a new thread (SPEC §3), the poll optional', () => {
    const full = {
      title: 'Which slots pay best',
      firstPostText: 'Tell me which slots you like most.',
      categoryId: 2,
      onBehalfOfId: 1,
      forumRelatedCasinoId: 1,
      forumRelatedGameId: 4,
      pollQuestion: 'Favourite?',
      pollOptions: ['Book of Dead', 'Starburst'],
      votingPrivate: true,
      translateAllOptions: false,
      winningScreenshotsEnabled: true,
    };
    expect(forum.createThread.request.parse(full)).toEqual(full);
    const bare = { title: 'a b c', firstPostText: 'one two three four five', categoryId: 1 };
    expect(forum.createThread.request.parse(bare)).toEqual(bare);
    expect(forum.createThread.request.safeParse({ ...bare, categoryId: 0 }).success).toBe(false);
    expect(forum.createThread.request.safeParse({ ...bare, pollOptions: 'one' }).success).toBe(
      false,
    );
  });

  it('take a reply to a post or a quote of it, never both', () => {
    const reply = { threadId: 1, text: '<p>Hi</p>', replyToId: 100, currentPage: 2 };
    expect(forum.createPost.request.parse(reply)).toEqual(reply);
    expect(forum.createPost.request.safeParse({ ...reply, quoteOfId: 101 }).success).toBe(false);
    expect(
      forum.createPost.request.safeParse({ threadId: 1, text: 'x', quoteOfId: 101 }).success,
    ).toBe(true);
    expect(
      forum.createPost.request.safeParse({ threadId: 1, text: 'x', currentPage: 0 }).success,
    ).toBe(false);
  });

  it('take one winning screenshot with a currency code and positive sizes', () => {
    const post = { threadId: 1, text: 'Big win', winningScreenshot: screenshot };
    expect(forum.createPost.request.parse(post)).toEqual(post);
    const broken = (change: object) =>
      forum.createPost.request.safeParse({
        ...post,
        winningScreenshot: { ...screenshot, ...change },
      }).success;
    expect(broken({ currencyCode: 'eur' })).toBe(false);
    expect(broken({ betSize: 0 })).toBe(false);
    expect(broken({ winSize: -1 })).toBe(false);
    expect(broken({ imageId: undefined })).toBe(false);
    expect(
      forum.createPost.request.safeParse({ ...post, winningScreenshot: [screenshot] }).success,
    ).toBe(false);
  });

  it('take a language code chosen after 8209, and nothing else there', () => {
    const post = { threadId: 1, text: 'Danke', manualLanguageCode: 'de' };
    expect(forum.createPost.request.parse(post)).toEqual(post);
    expect(forum.createPost.request.safeParse({ ...post, manualLanguageCode: '<b>' }).success).toBe(
      false,
    );
    expect(
      forum.editPost.request.parse({ postId: 5, updatedText: 'Nieuw', manualLanguageCode: 'nl' }),
    ).toEqual({ postId: 5, updatedText: 'Nieuw', manualLanguageCode: 'nl' });
    expect(forum.editPost.request.safeParse({ postId: 5, text: 'Nieuw' }).success).toBe(false);
  });

  it('like by item and state, follow by thread and state, vote by thread and option', () => {
    expect(forum.likePost.request.parse({ itemId: 4, liked: true })).toEqual({
      itemId: 4,
      liked: true,
    });
    expect(forum.likeThread.request.safeParse({ itemId: 4 }).success).toBe(false);
    expect(forum.followThread.request.safeParse({ threadId: 4, follow: 'yes' }).success).toBe(
      false,
    );
    expect(forum.pollVote.request.parse({ threadId: 2, pollOptionId: 7 })).toEqual({
      threadId: 2,
      pollOptionId: 7,
    });
  });
});

describe('answers', () => {
  it('a reply: the post, its link and the replies count', () => {
    const answer = {
      code: CODE_OK,
      message: null,
      html: '<article data-post-id="9"></article>',
      link: '/forum/thread/1/2#post-9',
      postId: 9,
      repliesCount: 21,
      repliesText: '21 replies',
    };
    expect(forum.createPost.response.parse(answer)).toEqual(answer);
  });

  it('a business code alone, and 8209 with the guessed language', () => {
    expect(forum.createPost.response.parse({ code: CODE_FORM_ERROR, message: 'Too long' })).toEqual(
      { code: CODE_FORM_ERROR, message: 'Too long' },
    );
    expect(
      forum.createPost.response.parse({
        code: CODE_LANGUAGE_UNDETECTED,
        message: 'Which language?',
        automaticallyDetectedLanguageCode: 'nl',
      }).automaticallyDetectedLanguageCode,
    ).toBe('nl');
    expect(forum.createThread.response.parse({ code: CODE_FORM_ERROR })).toEqual({
      code: CODE_FORM_ERROR,
    });
  });

  it('refuse a success without what the widget shows', () => {
    expect(forum.createPost.response.safeParse({ code: CODE_OK }).success).toBe(false);
    expect(forum.createPost.response.safeParse({ code: CODE_OK, html: '' }).success).toBe(false);
    expect(forum.editPost.response.safeParse({ code: CODE_OK, link: '/x' }).success).toBe(false);
    expect(forum.createThread.response.safeParse({ code: CODE_OK }).success).toBe(false);
    expect(forum.pollVote.response.safeParse({ code: CODE_OK }).success).toBe(false);
    expect(forum.pollVote.response.safeParse({ html: '' }).success).toBe(false);
  });

  it('refuse links the widget must not follow', () => {
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', 'forum/1']) {
      expect(forum.createThread.response.safeParse({ code: CODE_OK, link }).success).toBe(false);
      expect(
        forum.createPost.response.safeParse({ code: CODE_OK, html: '<p>', link }).success,
      ).toBe(false);
    }
    expect(
      forum.createThread.response.safeParse({ code: CODE_OK, link: 'https://site.example/t/1' })
        .success,
    ).toBe(true);
  });

  it('refuse wrong types and impossible counts', () => {
    const hostile = [
      { code: '200', html: '<p>' },
      { code: CODE_OK, html: 42 },
      { code: CODE_OK, html: '<p>', repliesCount: -1 },
      { code: CODE_OK, html: '<p>', repliesCount: 1.5 },
      { code: CODE_OK, html: '<p>', message: 7 },
      null,
      ['<p>'],
      '<p>',
    ];
    for (const answer of hostile)
      expect(forum.createPost.response.safeParse(answer).success).toBe(false);
    expect(forum.likePost.response.safeParse({ code: CODE_OK, likeCount: -2 }).success).toBe(false);
    expect(forum.likeThread.response.safeParse({ likeCount: 2 }).success).toBe(false);
    expect(forum.followThread.response.safeParse({ code: CODE_OK, follow: 'true' }).success).toBe(
      false,
    );
    expect(
      forum.followThread.response.safeParse({ code: CODE_OK, followersCount: -1 }).success,
    ).toBe(false);
    expect(forum.pollVote.response.safeParse({ html: 42 }).success).toBe(false);
  });

  it('keep fields they do not know', () => {
    expect(
      forum.likePost.response.parse({ code: CODE_OK, likeCount: 3, liked: true, extra: 'x' }),
    ).toMatchObject({ likeCount: 3, extra: 'x' });
    expect(forum.pollVote.response.parse({ html: '<div data-poll>' })).toEqual({
      html: '<div data-poll>',
    });
  });
});

describe('text rules (SPEC §5)', () => {
  it('count words by spaces, each CJK character as one', () => {
    expect(forum.countWords('')).toBe(0);
    expect(forum.countWords('  Best   bonus\nthis week ')).toBe(4);
    expect(forum.countWords('Slots - are fun !')).toBe(3);
    expect(forum.countWords('最好的赌场')).toBe(5);
    expect(forum.countWords('カジノ review')).toBe(4);
    expect(forum.countWords('좋은 카지노')).toBe(5);
  });

  it('round bet and win sizes to 2 decimals', () => {
    expect(forum.roundWinningSize(12.3456)).toBe(12.35);
    expect(forum.roundWinningSize(3)).toBe(3);
  });

  it('name the SPEC limits', () => {
    expect([forum.THREAD_TITLE_MIN_WORDS, forum.FIRST_POST_MIN_WORDS]).toEqual([3, 5]);
    expect(forum.FORUM_POST_MAX_CHARACTERS).toBe(5000);
  });
});
