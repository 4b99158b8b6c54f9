/**
 * @generated SignedSource<<82c0f61b496c8de3a73f7b44006e8021>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobFormTestQuery$variables = Record<PropertyKey, never>;
export type JobFormTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"JobForm_query">;
};
export type JobFormTestQuery = {
  response: JobFormTestQuery$data;
  variables: JobFormTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "JobFormTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "JobForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "JobFormTestQuery",
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
    ]
  },
  "params": {
    "cacheID": "8cf8b176227bc87a539e49622cba7ef7",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "places": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Place"
        },
        "places.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "places.name": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "JobFormTestQuery",
    "operationKind": "query",
    "text": "query JobFormTestQuery {\n  ...JobForm_query\n}\n\nfragment JobForm_query on Query {\n  places(kinds: [CITY, REMOTE]) {\n    id\n    name\n  }\n}\n"
  }
};

(node as any).hash = "ff54cd70640d745036a4f4a1d140ce8e";

export default node;
