-- The feed rewrites a tick's selections (odds, probability), their markets' statuses and their events' models many
-- times a minute. With half of each page left free, the new version of a row fits on its own page (a HOT update): no
-- index is touched and the old version is pruned when the page is next read (decision 0243). Pages written before this
-- migration fill up as they are; rows move to pages with room as they are next updated.
ALTER TABLE "sports_selections" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "sports_markets" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "sports_events" SET (fillfactor = 50);
