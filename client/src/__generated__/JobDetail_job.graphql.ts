/**
 * @generated SignedSource<<576f775a36427ff706360b3dc5849383>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExperienceLevel = "ENTRY" | "LEAD" | "MID" | "SENIOR" | "%future added value";
export type JobType = "CONTRACT" | "FREELANCE" | "FULL_TIME" | "HYBRID" | "INTERNSHIP" | "ONSITE" | "PART_TIME" | "REMOTE" | "TEMPORARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type JobDetail_job$data = {
  readonly benefits: ReadonlyArray<string>;
  readonly companyName: string;
  readonly description: string;
  readonly education: string | null | undefined;
  readonly experienceLevel: ExperienceLevel;
  readonly expiresAt: string | null | undefined;
  readonly isExpired: boolean;
  readonly language: string;
  readonly permanent: boolean;
  readonly place: {
    readonly name: string;
  };
  readonly postedAt: string;
  readonly requirements: ReadonlyArray<string>;
  readonly responsibilities: ReadonlyArray<string>;
  readonly salary: {
    readonly maxRials: number | null | undefined;
    readonly minRials: number | null | undefined;
  } | null | undefined;
  readonly skills: ReadonlyArray<string>;
  readonly tests: ReadonlyArray<{
    readonly test: {
      readonly __typename: "Test";
    } | null | undefined;
  }>;
  readonly title: string;
  readonly type: JobType;
  readonly " $fragmentSpreads": FragmentRefs<"ApplyForm_job" | "ApplyShortcut_job" | "ApprovedApplicants_job" | "JobTestList_job" | "MessageEmployer_job">;
  readonly " $fragmentType": "JobDetail_job";
};
export type JobDetail_job$key = {
  readonly " $data"?: JobDetail_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobDetail_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobDetail_job",
  "selections": [
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
      "name": "language",
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
      "name": "skills",
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
      "name": "requirements",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "responsibilities",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "education",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "benefits",
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
      "concreteType": "JobTest",
      "kind": "LinkedField",
      "name": "tests",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Test",
          "kind": "LinkedField",
          "name": "test",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__typename",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "JobTestList_job"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApplyForm_job"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApplyShortcut_job"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApprovedApplicants_job"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MessageEmployer_job"
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

(node as any).hash = "27667c54e742a9d16532132718d5d229";

export default node;
