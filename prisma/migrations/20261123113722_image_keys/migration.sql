-- Photos and logos are files in our own store now, named by key (`images/<sha-256>.webp`). The columns are
-- renamed rather than replaced so that `images:import` (accounts) can fetch each old external address once into
-- the store and write its key; until then the API shows no image for a row that holds an address.
ALTER TABLE "users" RENAME COLUMN "avatar_url" TO "avatar_key";

ALTER TABLE "companies" RENAME COLUMN "logo_url" TO "logo_key";
