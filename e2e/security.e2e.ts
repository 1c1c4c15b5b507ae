import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@plateau/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, registerMember } from './browser';

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
