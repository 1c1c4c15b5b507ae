// Task boards on a board of 1,000 tasks with 20,000 comments (bench/tasks-data.ts, run from here):
// the board's data p95 (first page of each column), a column's next page and the list's pages, a status
// change's round trip p95, and the time until another member's socket
// receives its task.changed (p99). Start a server on PostgreSQL first (DATABASE_URL=... WRITE_LIMIT_FACTOR=100
// npm start: one member changes 300 tasks in a row, past the 120 task writes a minute), run
// with the same DATABASE_URL; BASE_URL overrides the address, SAMPLES the measured requests (300).
import { execFileSync } from 'node:child_process';
import WebSocket from 'ws';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const samples = Number(process.env.SAMPLES ?? 300);
const headers = { 'content-type': 'application/json', origin: base };
const owner = 'bench-taches-proprio@bench.fr';
const member = 'bench-taches-membre@bench.fr';
// Not built on the e-mail address's words (the password policy refuses 'taches' here).
const password = 'kanban-mesure-2026';

/** Signs the member up (first run) or in, and returns the session cookie. */
async function session(email, name) {
  let response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, email, password, confirmPassword: password }),
    });
  }
  if (!response.ok) throw new Error(`connexion refusée : ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

const ownerCookie = await session(owner, 'Banc Propriétaire');
const memberCookie = await session(member, 'Banc Membre');
const output = execFileSync('npx', ['tsx', 'bench/tasks-data.ts'], { encoding: 'utf8', env: process.env });
console.log(output.trim().split('\n')[0]);
const projectId = output.trim().split('\n').at(-1);

const quantiles = (times) => {
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`;
};

/** Times `samples` sequential GETs of `path` (one connection) after 20 warm-up requests; the last answer. */
async function timeGets(path) {
  const times = [];
  let body;
  for (let i = 0; i < samples + 20; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie: ownerCookie } });
    body = await response.json();
    if (response.status !== 200) throw new Error(`${path} : ${response.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  return { times, body };
}

// Board data: the first page of each column with its total (the board's one request).
const board = await timeGets(`/api/projects/${projectId}/tasks`);
const columns = board.body.columns;
const taskIds = columns.flatMap((column) => column.items.map((task) => task.id));
const total = columns.reduce((sum, column) => sum + column.total, 0);
console.log(`données du tableau (${taskIds.length} cartes sur ${total} tâches) : ${quantiles(board.times)}`);
// 'Afficher plus' in the first column, and the list view's first and second pages.
const [first] = columns;
const more = await timeGets(
  `/api/projects/${projectId}/tasks/column?status=${encodeURIComponent(first.status)}&cursor=${first.nextCursor}`,
);
console.log(`page suivante d’une colonne (${more.body.items.length} cartes) : ${quantiles(more.times)}`);
const list = await timeGets(`/api/projects/${projectId}/tasks/list?sort=dueDate`);
console.log(`première page de la liste (${list.body.items.length} lignes) : ${quantiles(list.times)}`);
const list2 = await timeGets(
  `/api/projects/${projectId}/tasks/list?sort=dueDate&cursor=${list.body.nextCursor}`,
);
console.log(`deuxième page de la liste (${list2.body.items.length} lignes) : ${quantiles(list2.times)}`);

// The other member's page: a socket subscribed to the project's room.
const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/realtime`, {
  headers: { cookie: memberCookie, origin: base },
});
const waiting = new Map();
socket.on('message', (data) => {
  const message = JSON.parse(String(data));
  if (message.type === 'subscribed') waiting.get('subscribed')?.();
  if (message.type === 'event' && message.event.type === 'task.changed') {
    waiting.get(`${message.event.taskId}:${message.event.status}`)?.();
  }
});
await new Promise((resolve) => socket.once('open', resolve));
await new Promise((resolve) => {
  waiting.set('subscribed', resolve);
  socket.send(JSON.stringify({ type: 'subscribe', room: `project:${projectId}` }));
});

// One move every PACE_MS (120): the other member's socket gets at most 10 events a second (the spec's
// realtimeMaxEventsPerSecond), so moving faster would measure the server's throttle, not the delivery.
const pace = Number(process.env.PACE_MS ?? 120);
const statuses = ['à faire', 'en cours', 'terminé'];
const roundTrips = [];
const delivered = [];
for (let i = 0; i < samples; i += 1) {
  const taskId = taskIds[i % taskIds.length];
  const status = statuses[i % 3];
  const started = performance.now();
  const received = new Promise((resolve) =>
    waiting.set(`${taskId}:${status}`, () => resolve(performance.now())),
  );
  const response = await fetch(`${base}/api/tasks/${taskId}`, {
    method: 'PATCH',
    headers: { ...headers, cookie: ownerCookie },
    body: JSON.stringify({ status }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`déplacement : ${response.status}`);
  roundTrips.push(performance.now() - started);
  delivered.push((await received) - started);
  waiting.delete(`${taskId}:${status}`);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, pace - (performance.now() - started))));
}
console.log(`changement de statut (aller-retour) : ${quantiles(roundTrips)}`);
console.log(`réception par l’autre membre (depuis l’envoi) : ${quantiles(delivered)}`);
socket.close();
