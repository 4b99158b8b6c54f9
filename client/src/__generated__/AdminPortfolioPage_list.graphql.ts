/**
 * @generated SignedSource<<c38d82cdcb601b15c931d9f9de983045>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminPortfolioPage_list$data = {
  readonly portfolioProjectsToEvaluate: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AdminPortfolioPage_project">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "AdminPortfolioPage_list";
};
export type AdminPortfolioPage_list$key = {
  readonly " $data"?: AdminPortfolioPage_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminPortfolioPage_list">;
};

import AdminPortfolioPageListPaginationQuery_graphql from './AdminPortfolioPageListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "portfolioProjectsToEvaluate"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "kind": "RootArgument",
      "name": "evaluated"
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
      "operation": AdminPortfolioPageListPaginationQuery_graphql
    }
  },
  "name": "AdminPortfolioPage_list",
  "selections": [
    {
      "alias": "portfolioProjectsToEvaluate",
      "args": [
        {
          "kind": "Variable",
          "name": "evaluated",
          "variableName": "evaluated"
        }
      ],
      "concreteType": "QueryPortfolioProjectsToEvaluateConnection",
      "kind": "LinkedField",
      "name": "__AdminPortfolioPage_portfolioProjectsToEvaluate_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryPortfolioProjectsToEvaluateConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PortfolioProject",
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
                  "name": "AdminPortfolioPage_project"
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "aa240d0c35b485db590a8ae651da1bda";

export default node;
