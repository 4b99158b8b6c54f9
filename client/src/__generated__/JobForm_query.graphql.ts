/**
 * @generated SignedSource<<911e937859cdcd0c7c8f8a0a1ca690d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TestType = "ALGORITHMIC_THINKING" | "LOGICAL_REASONING" | "PERSONALITY_COGNITIVE" | "PROBLEM_SOLVING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type JobForm_query$data = {
  readonly places: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly tests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly durationMinutes: number;
        readonly id: string;
        readonly practice: boolean;
        readonly title: string;
        readonly type: TestType;
      };
    }>;
  };
  readonly " $fragmentType": "JobForm_query";
};
export type JobForm_query$key = {
  readonly " $data"?: JobForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobForm_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "97c3680bef7440b48ac380dd8fc07cf6";

export default node;
