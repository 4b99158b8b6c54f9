/**
 * @generated SignedSource<<6da7f53a34dc61ad5cc532dfaf82d9e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationStatusFilter_job$data = {
  readonly APPROVED: {
    readonly totalCount: number;
  } | null | undefined;
  readonly HIRED: {
    readonly totalCount: number;
  } | null | undefined;
  readonly REJECTED: {
    readonly totalCount: number;
  } | null | undefined;
  readonly REVIEWED: {
    readonly totalCount: number;
  } | null | undefined;
  readonly SUBMITTED: {
    readonly totalCount: number;
  } | null | undefined;
  readonly all: {
    readonly totalCount: number;
  } | null | undefined;
  readonly slug: string;
  readonly " $fragmentType": "ApplicationStatusFilter_job";
};
export type ApplicationStatusFilter_job$key = {
  readonly " $data"?: ApplicationStatusFilter_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationStatusFilter_job">;
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
  "name": "ApplicationStatusFilter_job",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": "all",
      "args": null,
      "concreteType": "JobApplicationsConnection",
      "kind": "LinkedField",
      "name": "applications",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "SUBMITTED",
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
    },
    {
      "alias": "REVIEWED",
      "args": [
        {
          "kind": "Literal",
          "name": "statuses",
          "value": [
            "REVIEWED"
          ]
        }
      ],
      "concreteType": "JobApplicationsConnection",
      "kind": "LinkedField",
      "name": "applications",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "applications(statuses:[\"REVIEWED\"])"
    },
    {
      "alias": "APPROVED",
      "args": [
        {
          "kind": "Literal",
          "name": "statuses",
          "value": [
            "APPROVED"
          ]
        }
      ],
      "concreteType": "JobApplicationsConnection",
      "kind": "LinkedField",
      "name": "applications",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "applications(statuses:[\"APPROVED\"])"
    },
    {
      "alias": "REJECTED",
      "args": [
        {
          "kind": "Literal",
          "name": "statuses",
          "value": [
            "REJECTED"
          ]
        }
      ],
      "concreteType": "JobApplicationsConnection",
      "kind": "LinkedField",
      "name": "applications",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "applications(statuses:[\"REJECTED\"])"
    },
    {
      "alias": "HIRED",
      "args": [
        {
          "kind": "Literal",
          "name": "statuses",
          "value": [
            "HIRED"
          ]
        }
      ],
      "concreteType": "JobApplicationsConnection",
      "kind": "LinkedField",
      "name": "applications",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "applications(statuses:[\"HIRED\"])"
    }
  ],
  "type": "Job",
  "abstractKey": null
};
})();

(node as any).hash = "b537f41165ae09c5e328ca64d76fbfdc";

export default node;
