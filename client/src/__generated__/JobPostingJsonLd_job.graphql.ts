/**
 * @generated SignedSource<<fd907ade4c0ee700ff7e27f40ebfcfd2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExperienceLevel = "ENTRY" | "LEAD" | "MID" | "SENIOR" | "%future added value";
export type JobStatus = "CLOSED" | "DRAFT" | "PUBLISHED" | "%future added value";
export type JobType = "CONTRACT" | "FREELANCE" | "FULL_TIME" | "HYBRID" | "INTERNSHIP" | "ONSITE" | "PART_TIME" | "REMOTE" | "TEMPORARY" | "%future added value";
export type PlaceKind = "CITY" | "PROVINCE" | "REMOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type JobPostingJsonLd_job$data = {
  readonly companyName: string;
  readonly description: string;
  readonly experienceLevel: ExperienceLevel;
  readonly expiresAt: string | null | undefined;
  readonly isExpired: boolean;
  readonly permanent: boolean;
  readonly place: {
    readonly country: string | null | undefined;
    readonly kind: PlaceKind;
    readonly name: string;
    readonly province: {
      readonly name: string;
    } | null | undefined;
  };
  readonly postedAt: string;
  readonly salary: {
    readonly maxRials: number | null | undefined;
    readonly minRials: number | null | undefined;
  } | null | undefined;
  readonly skills: ReadonlyArray<string>;
  readonly slug: string;
  readonly status: JobStatus;
  readonly title: string;
  readonly type: JobType;
  readonly " $fragmentType": "JobPostingJsonLd_job";
};
export type JobPostingJsonLd_job$key = {
  readonly " $data"?: JobPostingJsonLd_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobPostingJsonLd_job">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobPostingJsonLd_job",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Place",
      "kind": "LinkedField",
      "name": "place",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Place",
          "kind": "LinkedField",
          "name": "province",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "experienceLevel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skills",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isExpired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permanent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SalaryRange",
      "kind": "LinkedField",
      "name": "salary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minRials",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxRials",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Job",
  "abstractKey": null
};
})();

(node as any).hash = "272aa0f12165a375fa24ef2a2276ff4e";

export default node;
