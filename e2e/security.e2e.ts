import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { blockMessages, messages, reportsMessages } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, registerMember, signInThroughApi } from './browser';

/**
 * Browser security (issue 18): a page of another origin on the same site cannot act with a member's
 * cookie, and text stored in every field the web shows stays text (no element, no script).
 */
let browser: Browser;
let attacker: Server;
let attackerUrl = '';

beforeAll(async () => {
  browser = await launchBrowser();
  // Another port of the same host: the same site for the browser, so SameSite=Lax cookies go along.
  attacker = createServer((request, response) => {
    const target = decodeURIComponent(
      new URL(request.url ?? '/', 'http://x').searchParams.get('cible') ?? '',
    );
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><body>
      <form id="f" method="POST" action="${baseUrl()}${target}" enctype="text/plain"><input name="a" value="b"></form>
      <button id="fetch" onclick="fetch('${baseUrl()}${target}', { method: 'POST', credentials: 'include', mode: 'no-cors' })">fetch</button>
    </body></html>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const port = (attacker.address() as AddressInfo).port;
  attackerUrl = `http://localhost:${port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => attacker?.close(resolve));
});

async function firstArticleId(page: Page): Promise<string> {
  const answer = await page.request.get('/api/articles');
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: Array<{ id: string }> };
  const first = items[0];
  if (!first) throw new Error('aucun article publié dans les données de démonstration');
  return first.id;
}

describe('CSRF: a page on another port of the same host', () => {
  it('cannot add a favourite with the member’s cookie (form and fetch): French 403, nothing changed', async () => {
    const page = await newPage(browser);
    await registerMember(page, 'Alice Cible');
    const articleId = await firstArticleId(page);
    const favourites = async () =>
      ((await (await page.request.get('/api/articles/favorites')).json()) as { items: unknown[] }).items
        .length;
    expect(await favourites()).toBe(0);

    // A form posted by the attacker's page: a top-level navigation, the cookie goes along (same site).
    await page.goto(`${attackerUrl}/?cible=${encodeURIComponent(`/api/articles/${articleId}/favorite`)}`);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/favorite')),
      page.locator('#f').evaluate((form: HTMLFormElement) => form.submit()),
    ]);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({
      error: { code: 'forbidden', message: messages.api.originRefused },
    });
    // The browser sent the member's cookie: without the Origin check this would have been a 201.
    expect(answer.request().headers().cookie ?? (await answer.request().allHeaders()).cookie).toContain(
      'session_token',
    );

    // A fetch from the attacker's page (credentials included).
    await page.goto(`${attackerUrl}/?cible=${encodeURIComponent(`/api/articles/${articleId}/favorite`)}`);
    const [fetched] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/favorite')),
      page.locator('#fetch').click(),
    ]);
    expect(fetched.status()).toBe(403);
    expect(await favourites()).toBe(0);

    // The product's own page does it (the rule refuses other origins only).
    await page.goto('/dashboard');
    const own = await page.evaluate(
      async (url) => (await fetch(url, { method: 'POST', credentials: 'include' })).status,
      `/api/articles/${articleId}/favorite`,
    );
    expect(own).toBe(201);
    expect(await favourites()).toBe(1);
    await page.context().close();
  });
});

/** A payload naming its field: an element and a script if it were parsed as HTML. */
const payload = (field: string) =>
  `<img data-xss src=x onerror=__xss=1><script data-xss>__xss=2</script>«${field}»`;

type Watch = { dialogs: string[]; blocked: string[] };

/** Records dialogs and the CSP refusals of inline code on a page. */
function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], blocked: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text) && /inline|script/i.test(text)) seen.blocked.push(text);
  });
  return seen;
}

/** The page shows each payload as text, with no element made from it and no script run. */
async function expectShownAsText(page: Page, seen: Watch, fields: string[]): Promise<void> {
  for (const field of fields) {
    await page.getByText(payload(field), { exact: false }).first().waitFor({ timeout: 15_000 });
  }
  expect(await page.locator('[data-xss]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null)).toBeNull();
  expect(seen.dialogs).toEqual([]);
  expect(seen.blocked).toEqual([]);
}

describe('stored XSS: every text field shown as text', () => {
  it('profile, portfolio, messages, article comments, projects, tasks and task comments', {
    timeout: 180_000,
  }, async () => {
    const suffix = randomUUID().slice(0, 6);
    const alice = await newPage(browser);
    const bruno = await newPage(browser);
    const aliceId = await registerMember(alice, `Alice ${suffix}`);
    const brunoId = await registerMember(bruno, `Bruno ${suffix}`);
    const stored = async (answer: Awaited<ReturnType<Page['request']['post']>>) => {
      expect(answer.status(), await answer.text()).toBeLessThan(300);
      return answer.json();
    };

    await stored(
      await alice.request.patch('/api/me/profile', {
        data: {
          fullName: payload('nom'),
          profession: payload('metier'),
          bio: payload('bio'),
          location: payload('lieu'),
        },
      }),
    );
    await stored(
      await alice.request.post('/api/portfolio', {
        data: { title: payload('oeuvre'), description: payload('oeuvre-desc') },
      }),
    );
    await stored(
      await alice.request.post(`/api/conversations/${brunoId}/messages`, {
        data: { content: payload('message') },
      }),
    );
    const articleId = await firstArticleId(alice);
    await stored(
      await alice.request.post(`/api/articles/${articleId}/comments`, {
        data: { content: payload('commentaire') },
      }),
    );
    const { project } = (await stored(
      await alice.request.post('/api/projects', {
        data: {
          title: payload('projet'),
          description: payload('projet-desc'),
          category: 'Film',
          projectLocation: payload('projet-lieu'),
          genre: payload('genre'),
          targetAudience: payload('public'),
          durationEstimate: payload('duree'),
        },
      }),
    )) as { project: { id: string } };
    const { task } = (await stored(
      await alice.request.post(`/api/projects/${project.id}/tasks`, {
        data: { title: payload('tache'), description: payload('tache-desc') },
      }),
    )) as { task: { id: string } };
    await stored(
      await alice.request.post(`/api/tasks/${task.id}/comments`, { data: { content: payload('tache-com') } }),
    );
    // The task board has no page yet: its texts come back from the API exactly as written.
    const board = await (await alice.request.get(`/api/projects/${project.id}/tasks`)).text();
    expect(board).toContain(JSON.stringify(payload('tache')).slice(1, -1));

    // Bruno reads Alice's profile and portfolio, her message, her comment and her project.
    const pages: Array<[string, string[]]> = [
      [`/talents/${aliceId}`, ['nom', 'metier', 'bio', 'lieu', 'oeuvre', 'oeuvre-desc']],
      [`/messages/${aliceId}`, ['message']],
      [`/magazine/${articleId}`, ['commentaire']],
      [`/projets/${project.id}`, ['projet', 'projet-desc', 'projet-lieu', 'genre']],
    ];
    for (const [path, fields] of pages) {
      const seen = watch(bruno);
      await bruno.goto(path);
      await expectShownAsText(bruno, seen, fields);
    }
    // Alice's own pages: her profile and her project list.
    for (const [path, fields] of [
      ['/profil', ['nom', 'bio']],
      ['/projets', ['projet']],
    ] as Array<[string, string[]]>) {
      const seen = watch(alice);
      await alice.goto(path);
      await expectShownAsText(alice, seen, fields);
    }
    await alice.context().close();
    await bruno.context().close();
  });
});

/** Posts with the page's cookie and the site's own origin (the API refuses other origins). */
const postAs = (page: Page, url: string, data: unknown) =>
  page.request.post(url, { data, headers: { origin: baseUrl() } });

describe('moderation pages and routes (issue 31): visitors and members see nothing they may not', () => {
  it('the queue, a decision, the report page and the blocked list answer each actor as they should', {
    timeout: 180_000,
  }, async () => {
    const tag = randomUUID().slice(0, 6);
    const r = reportsMessages;
    const author = await newPage(browser);
    const reporter = await newPage(browser);
    const visitor = await newPage(browser);
    const admin = await newPage(browser);
    await registerMember(author, `Auteur ${tag}`);
    const reporterId = await registerMember(reporter, `Lectrice ${tag}`);
    await signInThroughApi(admin, 'admin@demo.fr');

    // A comment of the author's, reported by the reporter and removed by the administrator.
    const articleId = await firstArticleId(author);
    const secret = `Texte signalé ${tag}`;
    const facts = `Motifs confidentiels ${tag} : insulte envers un membre.`;
    const comment = await postAs(author, `/api/articles/${articleId}/comments`, { content: secret });
    expect(comment.status()).toBe(201);
    const commentId = ((await comment.json()) as { comment: { id: string } }).comment.id;
    const report = await postAs(reporter, '/api/reports', {
      target: { kind: 'articleComment', id: commentId },
      category: 'harassment',
      explanation: 'Ce commentaire insulte un autre membre sous l’article.',
      location: `/magazine/${articleId}`,
    });
    expect(report.status()).toBe(201);
    const reportId = ((await report.json()) as { report: { id: string } }).report.id;
    const decided = await postAs(admin, `/api/admin/reports/${reportId}/decision`, {
      action: 'remove',
      ground: 'respect',
      facts,
    });
    expect(decided.status()).toBe(201);
    const decisionId = ((await decided.json()) as { decision: { id: string } }).decision.id;

    // The queue: 401 for a visitor, 403 in French for a member; their pages show no report.
    expect((await visitor.request.get('/api/admin/reports')).status()).toBe(401);
    const memberQueue = await reporter.request.get('/api/admin/reports');
    expect(memberQueue.status()).toBe(403);
    expect(((await memberQueue.json()) as { error: { message: string } }).error.message).toBe(
      r.errors.adminOnly,
    );
    const memberDecide = await postAs(reporter, `/api/admin/reports/${reportId}/decision`, {
      action: 'none',
      ground: 'noBreach',
      facts: 'Une décision prise par un simple membre.',
    });
    expect(memberDecide.status()).toBe(403);
    await visitor.goto('/admin/moderation');
    await visitor.getByRole('heading', { name: messages.auth.loginRequiredTitle }).waitFor();
    await reporter.goto('/admin/moderation');
    await reporter.getByRole('heading', { name: messages.admin.forbiddenTitle }).waitFor();
    for (const page of [visitor, reporter]) {
      expect(await page.getByText(r.queue.statsTitle).count()).toBe(0);
      expect(await page.getByText(secret).count()).toBe(0);
    }

    // The decision: only its member (or its signed link) reads it; others meet 401 / 'Décision introuvable'.
    const decisionApi = `/api/moderation/decisions/${decisionId}`;
    expect((await visitor.request.get(decisionApi)).status()).toBe(401);
    const forged = await visitor.request.get(`${decisionApi}?token=${'a'.repeat(43)}`);
    expect(forged.status()).toBe(404);
    expect(await forged.text()).not.toContain(facts);
    const stranger = await reporter.request.get(decisionApi);
    expect(stranger.status()).toBe(404);
    expect(await stranger.text()).not.toContain(facts);
    expect(
      (
        await postAs(reporter, `${decisionApi}/contest`, {
          text: 'Je conteste une décision qui n’est pas la mienne.',
        })
      ).status(),
    ).toBe(404);
    await visitor.goto(`/moderation/decisions/${decisionId}`);
    await visitor.getByRole('heading', { name: messages.common.notConnectedTitle }).waitFor();
    await visitor.goto(`/moderation/decisions/${decisionId}?jeton=${'a'.repeat(43)}`);
    await visitor.getByText(r.errors.decisionNotFound).waitFor();
    await reporter.goto(`/moderation/decisions/${decisionId}`);
    await reporter.getByText(r.errors.decisionNotFound).waitFor();
    for (const page of [visitor, reporter]) expect(await page.getByText(facts).count()).toBe(0);
    await author.goto(`/moderation/decisions/${decisionId}`);
    await author.getByText(facts).waitFor();

    // /signaler is open to anyone, but a visitor reporting members-only content learns nothing of it.
    await visitor.goto('/signaler');
    await visitor.getByRole('heading', { level: 1, name: r.form.title }).waitFor();
    const hidden = await postAs(visitor, '/api/reports', {
      target: { kind: 'articleComment', id: commentId },
      category: 'spam',
      explanation: 'Un visiteur vise un commentaire réservé aux membres.',
      location: `/magazine/${articleId}`,
      reporterName: 'Visiteur Curieux',
      reporterEmail: `curieux-${tag}@exemple.fr`,
    });
    expect(hidden.status()).toBe(404);
    expect(await hidden.text()).not.toContain(secret);

    // 'Membres bloqués': 401 for a visitor (the settings page asks to sign in); a member sees their own only.
    expect(
      (
        await postAs(reporter, '/api/blocks', {
          userId: (await (await author.request.get('/api/me')).json()).user.id,
        })
      ).status(),
    ).toBe(201);
    expect((await visitor.request.get('/api/me/blocks')).status()).toBe(401);
    expect((await postAs(visitor, '/api/blocks', { userId: reporterId })).status()).toBe(401);
    const authorBlocks = (await (await author.request.get('/api/me/blocks')).json()) as { items: unknown[] };
    expect(authorBlocks.items).toEqual([]);
    await visitor.goto('/profil/parametres');
    await visitor.getByRole('heading', { name: messages.common.notConnectedTitle }).waitFor();
    expect(await visitor.getByText(blockMessages.blockedTitle).count()).toBe(0);
    await author.goto('/profil/parametres');
    await author.getByText(blockMessages.blockedEmpty).waitFor();
    expect(await author.getByText(`Lectrice ${tag}`).count()).toBe(0);

    await Promise.all([author, reporter, visitor, admin].map((page) => page.context().close()));
  });
});
