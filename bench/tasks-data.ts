// Large-data generator for the task boards: one project owned by BENCH_OWNER with BENCH_MEMBER as member,
// TASKS tasks (1,000) and COMMENTS comments (20,000) spread over them, by generate_series. Both members must
// exist (bench/tasks.mjs signs them up first and runs this script). Prints the project's id on its last line.
// DATABASE_URL=postgres://... npx tsx bench/tasks-data.ts (PGlite: stop the server first, DATA_DIR).
import path from 'node:path';
import { taskStatuses } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';

const ownerEmail = process.env.BENCH_OWNER ?? 'bench-taches-proprio@bench.fr';
const memberEmail = process.env.BENCH_MEMBER ?? 'bench-taches-membre@bench.fr';
const taskCount = Number(process.env.TASKS ?? 1_000);
const commentCount = Number(process.env.COMMENTS ?? 20_000);
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(process.env.DATA_DIR ?? './data', 'pglite') });

const started = Date.now();
const idOf = async (email: string) => {
  const { rows } = await database.db.execute<{ id: string }>(
    sql`SELECT id FROM users WHERE email = ${email}`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`membre introuvable : ${email}`);
  return id;
};
const ownerId = await idOf(ownerEmail);
const memberId = await idOf(memberEmail);
const statuses = sql.raw(`ARRAY[${taskStatuses.map((s) => `'${s}'`).join(',')}]::text[]`);

const project = await database.db.execute<{ id: string }>(sql`
  INSERT INTO projects (user_id, title, description, category, deadline, start_date)
  VALUES (${ownerId}, 'Tableau de 1 000 tâches', 'Projet du banc d’essai des tâches', 'Film', current_date + 60, current_date - 30)
  RETURNING id`);
const projectId = project.rows[0]?.id;
if (!projectId) throw new Error('projet non créé');
await database.db.execute(sql`
  INSERT INTO project_members (project_id, user_id, role) VALUES (${projectId}, ${memberId}, 'monteur')`);
await database.db.execute(sql`
  INSERT INTO tasks (project_id, title, description, status, due_date, assigned_to, created_at, updated_at)
  SELECT ${projectId}, 'Tâche ' || i, CASE WHEN i % 3 = 0 THEN NULL ELSE 'Description de la tâche ' || i END,
    (${statuses})[1 + i % 3], current_date + (i % 90) - 30,
    CASE i % 3 WHEN 0 THEN NULL WHEN 1 THEN ${ownerId}::uuid ELSE ${memberId}::uuid END,
    now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
  FROM generate_series(1, ${taskCount}) AS i`);
await database.db.execute(sql`CREATE TEMP TABLE bench_tasks AS
  SELECT row_number() OVER (ORDER BY id) AS n, id FROM tasks WHERE project_id = ${projectId}`);
await database.db.execute(sql`
  INSERT INTO task_comments (task_id, user_id, content, created_at)
  SELECT t.id, CASE WHEN i % 2 = 0 THEN ${ownerId}::uuid ELSE ${memberId}::uuid END,
    'Commentaire ' || i, now() - (i || ' seconds')::interval
  FROM generate_series(1, ${commentCount}) AS i
  JOIN bench_tasks t ON t.n = 1 + i % ${taskCount}`);
// What autovacuum does after a bulk load: statistics, and the visibility map the index-only comment counts use.
await database.db.execute(sql`VACUUM (ANALYZE) tasks, task_comments`);
console.log(
  `${taskCount} tâches et ${commentCount} commentaires en ${Date.now() - started} ms (${database.kind})`,
);
console.log(projectId);
await database.close();
