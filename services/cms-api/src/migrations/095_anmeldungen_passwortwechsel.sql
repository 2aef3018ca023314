-- A session opened with an initial password reads nothing but the person's own profile and the
-- password change until the password is changed (which ends it and opens a new session without the mark).
ALTER TABLE anmeldungen ADD COLUMN passwort_wechsel boolean NOT NULL DEFAULT false;
