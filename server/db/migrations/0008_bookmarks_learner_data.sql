-- A learner's bookmarks raise their data version too (issue 21 item 3): the case list's kept answers
-- (CaseLibrary.listAnswer) are found by the learner's data version, and a bookmark is one of the
-- three figures the list shows of a learner (learningCount and bestScore come from practice_sessions,
-- already covered by migration 0007).
CREATE TRIGGER "bookmarks_learner_data" AFTER INSERT OR DELETE ON "bookmarks"
  FOR EACH ROW EXECUTE FUNCTION learner_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "bookmarks_learner_data_update" AFTER UPDATE ON "bookmarks"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION learner_rows_changed();
