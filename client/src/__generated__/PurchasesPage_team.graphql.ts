/**
 * @generated SignedSource<<566ce51bcb5c8cdcce687c4028a2b374>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PurchasesPage_team$data = {
  readonly teamSales?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PurchaseCard_purchase">;
      };
    }>;
  };
  readonly " $fragmentType": "PurchasesPage_team";
};
export type PurchasesPage_team$key = {
  readonly " $data"?: PurchasesPage_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchasesPage_team">;
};

import PurchasesPageTeamPaginationQuery_graphql from './PurchasesPageTeamPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "teamSales"
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
      "operation": PurchasesPageTeamPaginationQuery_graphql
    }
  },
  "name": "PurchasesPage_team",
  "selections": [
    {
      "condition": "admin",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": "teamSales",
          "args": [
            {
              "kind": "Literal",
              "name": "byTeam",
              "value": true
            },
            {
              "kind": "Literal",
              "name": "status",
              "value": "AWAITING_DELIVERY"
            }
          ],
          "concreteType": "QueryPurchasesConnection",
          "kind": "LinkedField",
          "name": "__PurchasesPage_teamSales_connection",
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
          "storageKey": "__PurchasesPage_teamSales_connection(byTeam:true,status:\"AWAITING_DELIVERY\")"
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "a3f5d18689e60f8e81f116b9dff2de62";

export default node;
