ALTER TABLE "tasks" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The board shows each task's comment count (spec 2 §2): kept on the task by this trigger, so every way a
-- comment comes or goes counts (the API, the seeds, a task's or an account's cascade).
UPDATE "tasks" SET "comment_count" = c.n
  FROM (SELECT "task_id", count(*)::int AS n FROM "task_comments" GROUP BY "task_id") AS c
  WHERE c."task_id" = "tasks"."id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_task_comments_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tasks SET comment_count = comment_count + 1 WHERE id = NEW.task_id;
  ELSE
    UPDATE tasks SET comment_count = comment_count - 1 WHERE id = OLD.task_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER task_comments_count AFTER INSERT OR DELETE ON "task_comments"
  FOR EACH ROW EXECUTE FUNCTION f_task_comments_count();
