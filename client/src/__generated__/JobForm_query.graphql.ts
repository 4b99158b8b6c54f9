/**
 * @generated SignedSource<<28b6d7532333862892e7e9b21b14b5de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobForm_query$data = {
  readonly places: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "JobForm_query";
};
export type JobForm_query$key = {
  readonly " $data"?: JobForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobForm_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "kinds",
          "value": [
            "CITY",
            "REMOTE"
          ]
        }
      ],
      "concreteType": "Place",
      "kind": "LinkedField",
      "name": "places",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": "places(kinds:[\"CITY\",\"REMOTE\"])"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d9451d07295b61c99e2975897f16c283";

export default node;
