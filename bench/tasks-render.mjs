// Render time of a 1,000-task board in Chromium (playwright-core, Debian's /usr/bin/chromium): the owner of
// the bench project (bench/tasks.mjs creates it) opens /projets/{id}; the time from a click on 'Kanban' (or
// 'Liste') to the next frame with the view's cards in the page is measured RUNS times (10) each, board data
// cached (the list view's first page is fetched on the first click on 'Liste', then kept). The board's
// answer holds 50 cards per column and the list's pages 100 rows; 'Afficher plus' fetches the next page.
// BASE_URL=http://localhost:3000 PROJECT_ID=<id printed by bench/tasks.mjs> node bench/tasks-render.mjs
import { chromium } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const projectId = process.env.PROJECT_ID;
const runs = Number(process.env.RUNS ?? 10);
if (!projectId) throw new Error('PROJECT_ID manquant (le projet du banc bench/tasks.mjs)');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({
  baseURL: base,
  viewport: { width: 1280, height: 900 },
  locale: 'fr-FR',
});
const page = await context.newPage();
const signIn = await page.request.post('/api/auth/sign-in/email', {
  data: { email: 'bench-taches-proprio@bench.fr', password: 'banc-essai-taches-1' },
  headers: { origin: base },
});
if (!signIn.ok()) throw new Error(`connexion refusée : ${signIn.status()}`);

const started = Date.now();
await page.goto(`/projets/${projectId}`);
await page.getByRole('button', { name: 'Kanban' }).waitFor();
await page.waitForFunction(() => document.querySelectorAll('[data-task-id]').length >= 150, null, {
  timeout: 60_000,
});
console.log(`première ouverture de la page (navigation → tableau affiché) : ${Date.now() - started} ms`);

/** Clicks a view's button in the page and resolves with the time until the frame after all cards exist. */
const expected = { Kanban: 150, Liste: 100 };
const timeView = (name) =>
  page.evaluate(
    ([label, count]) =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
        const t0 = performance.now();
        button.click();
        const check = () => {
          const shown = document.querySelectorAll('[data-task-id]').length;
          if (
            shown === count &&
            document.querySelector('[aria-pressed="true"]')?.textContent?.includes(label)
          ) {
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [name, expected[name]],
  );

const quantiles = (times) => {
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${times.length} mesures)`;
};
const kanban = [];
const list = [];
for (let i = 0; i < runs; i += 1) {
  list.push(await timeView('Liste'));
  kanban.push(await timeView('Kanban'));
}
console.log(`rendu du Kanban de 1 000 tâches : ${quantiles(kanban)}`);
console.log(`rendu de la liste de 1 000 tâches : ${quantiles(list)}`);
await browser.close();
