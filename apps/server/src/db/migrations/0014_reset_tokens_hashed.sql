-- Reset links are now stored as the SHA-256 of their token (identifier 'reset-password-sha256:<hex>', see
-- auth/reset-token.ts): the links still stored in clear (at most an hour old) are removed, so no usable
-- token stays in the database or its backups.
DELETE FROM "verifications" WHERE "identifier" LIKE 'reset-password:%';
