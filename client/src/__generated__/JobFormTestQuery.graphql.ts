/**
 * @generated SignedSource<<aa5b57619e5890b37d6b5ba9d788ac11>>
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

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": "places(kinds:[\"CITY\",\"REMOTE\"])"
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 50
          }
        ],
        "concreteType": "QueryTestsConnection",
        "kind": "LinkedField",
        "name": "tests",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryTestsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Test",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
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
                    "name": "durationMinutes",
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
                    "name": "practice",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "tests(first:50)"
      }
    ]
  },
  "params": {
    "cacheID": "36ac9131e7716aafc431b62aa3cf828d",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "places": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Place"
        },
        "places.id": (v1/*:: as any*/),
        "places.name": (v2/*:: as any*/),
        "tests": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryTestsConnection"
        },
        "tests.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryTestsConnectionEdge"
        },
        "tests.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Test"
        },
        "tests.edges.node.durationMinutes": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "tests.edges.node.id": (v1/*:: as any*/),
        "tests.edges.node.practice": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "tests.edges.node.title": (v2/*:: as any*/),
        "tests.edges.node.type": {
          "enumValues": [
            "ALGORITHMIC_THINKING",
            "LOGICAL_REASONING",
            "PROBLEM_SOLVING",
            "PERSONALITY_COGNITIVE"
          ],
          "nullable": false,
          "plural": false,
          "type": "TestType"
        }
      }
    },
    "name": "JobFormTestQuery",
    "operationKind": "query",
    "text": "query JobFormTestQuery {\n  ...JobForm_query\n}\n\nfragment JobForm_query on Query {\n  places(kinds: [CITY, REMOTE]) {\n    id\n    name\n  }\n  tests(first: 50) {\n    edges {\n      node {\n        id\n        title\n        durationMinutes\n        type\n        practice\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ff54cd70640d745036a4f4a1d140ce8e";

export default node;
