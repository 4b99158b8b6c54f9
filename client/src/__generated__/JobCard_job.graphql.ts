/**
 * @generated SignedSource<<fc182a9b50b1b15f7da2aaa6fd657420>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExperienceLevel = "ENTRY" | "LEAD" | "MID" | "SENIOR" | "%future added value";
export type JobType = "CONTRACT" | "FREELANCE" | "FULL_TIME" | "HYBRID" | "INTERNSHIP" | "ONSITE" | "PART_TIME" | "REMOTE" | "TEMPORARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type JobCard_job$data = {
  readonly companyName: string;
  readonly experienceLevel: ExperienceLevel;
  readonly language: string;
  readonly permanent: boolean;
  readonly place: {
    readonly name: string;
  };
  readonly postedAt: string;
  readonly salary: {
    readonly " $fragmentSpreads": FragmentRefs<"Salary_salary">;
  } | null | undefined;
  readonly slug: string;
  readonly title: string;
  readonly type: JobType;
  readonly " $fragmentType": "JobCard_job";
};
export type JobCard_job$key = {
  readonly " $data"?: JobCard_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobCard_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobCard_job",
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
      "name": "language",
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
          "name": "name",
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
      "name": "postedAt",
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
      "concreteType": "SalaryRange",
      "kind": "LinkedField",
      "name": "salary",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "Salary_salary"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Job",
  "abstractKey": null
};

(node as any).hash = "55d14a342cca93a25963efd71671652d";

export default node;
