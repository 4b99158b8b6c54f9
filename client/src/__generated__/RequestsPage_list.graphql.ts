/**
 * @generated SignedSource<<ed4e72c1322b659cb45bbcc80b78e195>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RequestsPage_list$data = {
  readonly myContactRequests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ContactRequestItem_request" | "WorkReviews_request">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "RequestsPage_list";
};
export type RequestsPage_list$key = {
  readonly " $data"?: RequestsPage_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestsPage_list">;
};

import RequestsPageListPaginationQuery_graphql from './RequestsPageListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "myContactRequests"
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "box"
    },
    {
      "defaultValue": 10,
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
      "operation": RequestsPageListPaginationQuery_graphql
    }
  },
  "name": "RequestsPage_list",
  "selections": [
    {
      "alias": "myContactRequests",
      "args": [
        {
          "kind": "Variable",
          "name": "box",
          "variableName": "box"
        }
      ],
      "concreteType": "QueryMyContactRequestsConnection",
      "kind": "LinkedField",
      "name": "__RequestsPage_myContactRequests_connection",
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
          "concreteType": "QueryMyContactRequestsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ContactRequest",
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
                  "name": "ContactRequestItem_request"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "WorkReviews_request"
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

(node as any).hash = "9f9fa39b821b79c9e80dcf6ebbef51f8";

export default node;
