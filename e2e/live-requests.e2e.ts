import { randomUUID } from 'node:crypto';
import { taskMessages as m, projectMessages } from '@plateau/shared';
import { fill } from '@plateau/shared/messages/fill';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, registerMember, toastWith } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the page's own script saw, recorded by `watchApi`. */
type Watched = {
  /** `GET /api/...` paths the page asked for since the last `forgetGets`, in order. */
  gets: string[];
  /** `/api/...` requests sent and not answered yet. */
  inFlight: number;
  /** Every message the page's sockets received, as sent. */
  frames: Array<{ type: string; room?: string; event?: { type: string; taskId?: string } }>;
};

/**
 * Records, inside the page, every `/api/` request its code makes through `fetch` (the GET paths and how
 * many are still waiting for an answer) and every message its sockets receive. The socket's listener is
 * added before the app's own, and the page is read in a later task: by then the app has handled a message
 * and sent the requests it asks for.
 */
async function watchApi(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched: Watched = { gets: [], inFlight: 0, frames: [] };
    (window as unknown as { __watched: Watched }).__watched = watched;
    const fetchOf = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) return fetchOf(input, init);
      if (request.method === 'GET') watched.gets.push(url.pathname + url.search);
      watched.inFlight += 1;
      try {
        return await fetchOf(input, init);
      } finally {
        watched.inFlight -= 1;
      }
    };
    const Socket = window.WebSocket;
    window.WebSocket = class extends Socket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('message', (message) => {
          if (typeof message.data === 'string') watched.frames.push(JSON.parse(message.data));
        });
      }
    };
  });
}

const watchedOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __watched: Watched }).__watched);

/** Empties the list of GET paths seen so far. */
const forgetGets = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __watched: Watched }).__watched.gets = [];
  });

/** Waits until the page's sockets follow a room and no API request of the page is waiting for its answer. */
const waitForRoomAndQuiet = (page: Page, room: string) =>
  page.waitForFunction((name) => {
    const watched = (window as unknown as { __watched: Watched }).__watched;
    return watched.inFlight === 0 && watched.frames.some((f) => f.type === 'subscribed' && f.room === name);
  }, room);

/**
 * Waits until the page received a `task.changed` of a task (after its first `since` messages) and asked for
 * all it needed after it.
 */
const waitForEventAndQuiet = (page: Page, taskId: string, since = 0) =>
  page.waitForFunction(
    ({ id, from }) => {
      const watched = (window as unknown as { __watched: Watched }).__watched;
      return (
        watched.inFlight === 0 &&
        watched.frames.slice(from).some((f) => f.event?.type === 'task.changed' && f.event.taskId === id)
      );
    },
    { id: taskId, from: since },
  );

const column = (page: Page, status: string) => page.getByRole('region', { name: status, exact: true });
const card = (page: Page, status: string, title: string) =>
  column(page, status).locator('[data-task-id]').filter({ hasText: title });
/** A screen-reader announcement of the drag and drop (in its hidden live region). */
const announced = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).waitFor({ state: 'attached' });

/** The 'Tâches terminées' figure of the project's statistics. */
const doneTasks = (page: Page, count: number) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(projectMessages.statDoneTasks, { exact: true }) })
    .getByText(String(count), { exact: true });

/** Moves a card one column to the right with the keyboard (space, arrow right, space), as a member does. */
async function moveRight(page: Page, title: string, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: fill(m.dragHandle, { title }), exact: true }).focus();
  await page.keyboard.press('Space');
  await announced(page, fill(m.drag.lifted, { title, column: from }));
  await page.keyboard.press('ArrowRight');
  await announced(page, fill(m.drag.moved, { title, column: to }));
  await page.keyboard.press('Space');
}

/**
 * Requests per card move (issue 28, item 4). Measured before the change, for a move from 'à faire' to
 * 'en cours': the mover made 5 GETs (`/api/projects/:id`, `/members`, `/join-requests`, and the board
 * `/api/projects/:id/tasks` twice: its own refresh and its echo's), the viewer 3 (`/api/projects/:id`,
 * `/members`, `/api/projects/:id/tasks`). Now the move goes into both caches from the mutation's answer
 * and from the event: no GET at all; a move into 'terminé' reads the project alone (its statistics).
 */
describe('requests per live update', () => {
  it('a card moved on the board: both boards show it, the mover and the viewer fetch nothing more', {
    timeout: 120_000,
  }, async () => {
    const suffix = randomUUID().slice(0, 6);
    const mover = await newPage(browser, 1280);
    const viewer = await newPage(browser, 1280);
    await watchApi(mover);
    await watchApi(viewer);
    const moverId = await registerMember(mover, `Olivia Compte ${suffix}`);
    const viewerId = await registerMember(viewer, `Bruno Compte ${suffix}`);
    const asked = await viewer.request.post('/api/connections', { data: { userId: moverId } });
    expect(asked.status()).toBe(201);
    const accepted = await mover.request.patch(`/api/connections/${(await asked.json()).connection.id}`, {
      data: { status: 'accepté' },
    });
    expect(accepted.status()).toBe(200);
    const created = await mover.request.post('/api/projects', {
      data: {
        title: `Tournage ${suffix}`,
        description: 'Un court-métrage en équipe réduite.',
        category: 'Film',
      },
    });
    expect(created.status()).toBe(201);
    const projectId = (await created.json()).project.id as string;
    const added = await mover.request.post(`/api/projects/${projectId}/members`, {
      data: { userId: viewerId, role: 'membre' },
    });
    expect(added.status()).toBe(201);
    const title = `Repérages ${suffix}`;
    const task = await mover.request.post(`/api/projects/${projectId}/tasks`, { data: { title } });
    expect(task.status()).toBe(201);
    const taskId = (await task.json()).task.id as string;

    await mover.goto(`/projets/${projectId}`);
    await viewer.goto(`/projets/${projectId}`);
    await card(mover, 'à faire', title).waitFor();
    await card(viewer, 'à faire', title).waitFor();
    await waitForRoomAndQuiet(mover, `project:${projectId}`);
    await waitForRoomAndQuiet(viewer, `project:${projectId}`);
    await forgetGets(mover);
    await forgetGets(viewer);

    // The mover moves the card with the keyboard.
    await moveRight(mover, title, 'à faire', 'en cours');
    await toastWith(mover, m.statusUpdated).waitFor();

    // Both boards show the move; each page has had the event and asked for everything it wanted.
    await card(mover, 'en cours', title).waitFor();
    await card(viewer, 'en cours', title).waitFor();
    await waitForEventAndQuiet(mover, taskId);
    await waitForEventAndQuiet(viewer, taskId);
    const requests = { mover: (await watchedOf(mover)).gets, viewer: (await watchedOf(viewer)).gets };
    console.info('GET requests after one move', JSON.stringify(requests));
    expect(await card(mover, 'à faire', title).count()).toBe(0);
    expect(await card(viewer, 'à faire', title).count()).toBe(0);
    // The move carries the card's status and version: neither board nor project is read again.
    expect(requests).toEqual({ mover: [], viewer: [] });

    // The viewer finishes the task: the finished tasks count changes, each page reads the project alone.
    await forgetGets(mover);
    await forgetGets(viewer);
    const framesBefore = {
      mover: (await watchedOf(mover)).frames.length,
      viewer: (await watchedOf(viewer)).frames.length,
    };
    await moveRight(viewer, title, 'en cours', 'terminé');
    await toastWith(viewer, m.statusUpdated).waitFor();
    await card(mover, 'terminé', title).waitFor();
    await card(viewer, 'terminé', title).waitFor();
    await doneTasks(mover, 1).waitFor();
    await doneTasks(viewer, 1).waitFor();
    await waitForEventAndQuiet(mover, taskId, framesBefore.mover);
    await waitForEventAndQuiet(viewer, taskId, framesBefore.viewer);
    expect({ mover: (await watchedOf(mover)).gets, viewer: (await watchedOf(viewer)).gets }).toEqual({
      mover: [`/api/projects/${projectId}`],
      viewer: [`/api/projects/${projectId}`],
    });
  });
});
