-- A join request may carry a message to the project's owner (issue 33), up to 500 characters.
ALTER TABLE "project_join_requests" ADD COLUMN "message" text;
