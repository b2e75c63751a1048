CREATE TABLE "learner_data_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Raises a learner's data version (issue 21 item 6): kept answers derived from the learner's data
-- name the version they were made from. Learners that no longer exist (a cascade of their deletion)
-- get no row.
CREATE FUNCTION "raise_learner_data_version"(learner uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO learner_data_versions AS v (user_id)
  SELECT u.id FROM users u WHERE u.id = learner
  ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION "learner_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM raise_learner_data_version(NEW.user_id);
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM raise_learner_data_version(OLD.user_id);
  ELSIF TG_OP = 'UPDATE' THEN
    IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM raise_learner_data_version(OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "learner_evaluations_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM raise_learner_data_version((SELECT p.user_id FROM practice_sessions p WHERE p.id = NEW.session_id));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM raise_learner_data_version((SELECT p.user_id FROM practice_sessions p WHERE p.id = OLD.session_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "learner_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM learner_data_versions WHERE user_id = OLD.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "practice_sessions_learner_data" AFTER INSERT OR DELETE ON "practice_sessions"
  FOR EACH ROW EXECUTE FUNCTION learner_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "practice_sessions_learner_data_update" AFTER UPDATE ON "practice_sessions"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION learner_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "case_notes_learner_data" AFTER INSERT OR DELETE ON "case_notes"
  FOR EACH ROW EXECUTE FUNCTION learner_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "case_notes_learner_data_update" AFTER UPDATE ON "case_notes"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION learner_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "evaluations_learner_data" AFTER INSERT OR UPDATE OR DELETE ON "evaluations"
  FOR EACH ROW EXECUTE FUNCTION learner_evaluations_changed();
--> statement-breakpoint
CREATE TRIGGER "users_learner_data" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION learner_deleted();
