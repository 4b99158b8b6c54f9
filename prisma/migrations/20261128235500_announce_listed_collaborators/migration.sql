-- The collaborators subgraph says when a profile enters or leaves the directory (`collaborator.listing-changed`), and
-- accounts gives its owner the COLLABORATOR role while it is listed. The profiles published before it said so are
-- announced once here, as their publishing would have announced them. The relay publishes them at the next start.
INSERT INTO "outbox_events" ("type", "topics", "payload")
SELECT 'collaborator.listing-changed', ARRAY['domain'], jsonb_build_object(
    'userId', p."user_id"::text,
    'profileId', p."id"::text,
    'listed', true)
FROM "collaborator_profiles" p
WHERE p."state" = 'PUBLISHED'
ORDER BY p."published_at";
