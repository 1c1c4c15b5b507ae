// The busy member of the dashboard benches (bench/dashboard.mjs, bench/side-by-side.mjs), on the data of
// bench/dashboard-data.ts: 500 accepted connections and 30 pending, 30 projects of its own with 20 tasks each and
// 20 others it belongs to, 10,000 messages received and sent, 300 profile views over 14 days.
/** Gives `me` (a member just signed up) the busy member's data, through a pg pool on the bench database. */
export async function makeBusyMember(pool, me) {
  // One connection: the temporary table lives on it.
  const db = await pool.connect();
  try {
    await db.query(
      `UPDATE users SET skills = ARRAY['Montage','Étalonnage','Prise de son'], location = 'Lyon', profession = 'Monteur' WHERE id = $1`,
      [me],
    );
    await db.query(
      `CREATE TEMP TABLE others AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM users WHERE email LIKE 'bench-tableau-%' LIMIT 20000`,
    );
    await db.query(
      `INSERT INTO connections (user_id, connected_user_id, status, updated_at)
      SELECT CASE WHEN n % 2 = 0 THEN $1::uuid ELSE id END, CASE WHEN n % 2 = 0 THEN id ELSE $1::uuid END,
        CASE WHEN n <= 500 THEN 'accepté' ELSE 'en attente' END, now() - ((n % 20) || ' days')::interval
      FROM others WHERE n <= 530`,
      [me],
    );
    await db.query(
      `INSERT INTO projects (user_id, title, description, created_at, updated_at)
      SELECT $1, 'Projet occupé ' || k, 'Description', now() - (k || ' days')::interval, now() - (k || ' hours')::interval
      FROM generate_series(1, 30) AS k`,
      [me],
    );
    await db.query(
      `INSERT INTO project_members (project_id, user_id)
      SELECT id, $1 FROM projects WHERE user_id <> $1 ORDER BY created_at DESC LIMIT 20`,
      [me],
    );
    await db.query(
      `INSERT INTO tasks (project_id, title, status, updated_at)
      SELECT p.id, 'Tâche ' || k, (ARRAY['à faire','en cours','terminé'])[1 + k % 3], now() - ((k % 14) || ' days')::interval
      FROM projects p CROSS JOIN generate_series(1, 20) AS k WHERE p.user_id = $1`,
      [me],
    );
    await db.query(
      `INSERT INTO messages (sender_id, receiver_id, content, created_at)
      SELECT CASE WHEN k % 2 = 0 THEN o.id ELSE $1::uuid END, CASE WHEN k % 2 = 0 THEN $1::uuid ELSE o.id END,
        'Message ' || k, now() - ((k % 400) || ' hours')::interval
      FROM generate_series(1, 10000) AS k JOIN others o ON o.n = 1 + k % 500`,
      [me],
    );
    await db.query(
      `INSERT INTO profile_views (viewer_id, profile_id, viewed_on)
      SELECT id, $1, current_date - (n % 14)::int FROM others WHERE n <= 300 ON CONFLICT DO NOTHING`,
      [me],
    );
    await db.query('ANALYZE connections, messages, projects, project_members, tasks, profile_views');
    await db.query('DROP TABLE others');
  } finally {
    db.release();
  }
}
