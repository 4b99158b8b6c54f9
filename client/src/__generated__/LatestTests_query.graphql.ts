/**
 * @generated SignedSource<<bc14c76622bb03297faf7583054528c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestTests_query$data = {
  readonly highlightedTests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TestCard_test">;
      };
    }>;
  };
  readonly " $fragmentType": "LatestTests_query";
};
export type LatestTests_query$key = {
  readonly " $data"?: LatestTests_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestTests_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestTests_query",
  "selections": [
    {
      "alias": "highlightedTests",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
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
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "TestCard_test"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "tests(first:3)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0827fd8dfe8cdba2626a204381a043e8";

export default node;
