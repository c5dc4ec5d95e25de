-- readHistory's filters by user and by kind of record (issue 34): each walks its own index from the
-- newest change to fill a page, and counts the total over it, instead of scanning the whole history.
-- The country's and team's filters have theirs since 0010.
CREATE INDEX changes_user ON changes (user_id, id);
CREATE INDEX changes_kind ON changes (entity, id);
