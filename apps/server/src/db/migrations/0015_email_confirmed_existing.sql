-- E-mail confirmation (issue 29): the accounts that exist before it (demo members included) count as
-- confirmed; only the accounts created from now on wait for the link mailed at registration.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
