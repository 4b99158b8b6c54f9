/**
 * @generated SignedSource<<99bd880fa7781bf6762320111b731cca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PurchasesPage_disputes$data = {
  readonly disputes?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PurchaseCard_purchase">;
      };
    }>;
  };
  readonly " $fragmentType": "PurchasesPage_disputes";
};
export type PurchasesPage_disputes$key = {
  readonly " $data"?: PurchasesPage_disputes$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchasesPage_disputes">;
};

import PurchasesPageDisputesPaginationQuery_graphql from './PurchasesPageDisputesPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "disputes"
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "admin"
    },
    {
      "defaultValue": 5,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": PurchasesPageDisputesPaginationQuery_graphql
    }
  },
  "name": "PurchasesPage_disputes",
  "selections": [
    {
      "condition": "admin",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": "disputes",
          "args": [
            {
              "kind": "Literal",
              "name": "status",
              "value": "DISPUTED"
            }
          ],
          "concreteType": "QueryPurchasesConnection",
          "kind": "LinkedField",
          "name": "__PurchasesPage_disputes_connection",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "QueryPurchasesConnectionEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PortfolioPurchase",
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
                      "name": "PurchaseCard_purchase"
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "__typename",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "cursor",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PageInfo",
              "kind": "LinkedField",
              "name": "pageInfo",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "endCursor",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hasNextPage",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "__PurchasesPage_disputes_connection(status:\"DISPUTED\")"
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "b727c75c1b3e87725b45ed758a918cb2";

export default node;
