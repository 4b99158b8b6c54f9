/**
 * @generated SignedSource<<18f339d2607f82932c9f1613f35e79b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type JobStatus = "CLOSED" | "DRAFT" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyJobCard_job$data = {
  readonly applications: {
    readonly totalCount: number;
  } | null | undefined;
  readonly companyName: string;
  readonly expiresAt: string | null | undefined;
  readonly id: string;
  readonly isExpired: boolean;
  readonly newApplications: {
    readonly totalCount: number;
  } | null | undefined;
  readonly permanent: boolean;
  readonly place: {
    readonly name: string;
  };
  readonly postedAt: string;
  readonly slug: string;
  readonly status: JobStatus;
  readonly title: string;
  readonly " $fragmentType": "MyJobCard_job";
};
export type MyJobCard_job$key = {
  readonly " $data"?: MyJobCard_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyJobCard_job">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyJobCard_job",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "status",
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
      "concreteType": "JobApplicationsConnection",
      "kind": "LinkedField",
      "name": "applications",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "newApplications",
      "args": [
        {
          "kind": "Literal",
          "name": "statuses",
          "value": [
            "SUBMITTED"
          ]
        }
      ],
      "concreteType": "JobApplicationsConnection",
      "kind": "LinkedField",
      "name": "applications",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "applications(statuses:[\"SUBMITTED\"])"
    }
  ],
  "type": "Job",
  "abstractKey": null
};
})();

(node as any).hash = "06da1de74c56c6aa06d969a32f899e8b";

export default node;
