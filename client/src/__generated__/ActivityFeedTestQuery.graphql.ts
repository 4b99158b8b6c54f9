/**
 * @generated SignedSource<<91fb555bc4a3b96675f7ea5da5461b40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivityFeedTestQuery$variables = Record<PropertyKey, never>;
export type ActivityFeedTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ActivityFeed_query">;
};
export type ActivityFeedTestQuery = {
  response: ActivityFeedTestQuery$data;
  variables: ActivityFeedTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 8
  }
],
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
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ActivityFeedTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ActivityFeed_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ActivityFeedTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryActivityFeedConnection",
        "kind": "LinkedField",
        "name": "activityFeed",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryActivityFeedConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ActivityItem",
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
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "category",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
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
                    "name": "actor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "link",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vip",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "live",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "occurredAt",
                    "storageKey": null
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
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": "activityFeed(first:8)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ActivityFeed_activityFeed",
        "kind": "LinkedHandle",
        "name": "activityFeed"
      }
    ]
  },
  "params": {
    "cacheID": "fa12032194287dc2a097a07c7b8bf268",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "activityFeed": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryActivityFeedConnection"
        },
        "activityFeed.__id": (v1/*:: as any*/),
        "activityFeed.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryActivityFeedConnectionEdge"
        },
        "activityFeed.edges.cursor": (v2/*:: as any*/),
        "activityFeed.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ActivityItem"
        },
        "activityFeed.edges.node.__typename": (v2/*:: as any*/),
        "activityFeed.edges.node.actor": (v3/*:: as any*/),
        "activityFeed.edges.node.category": {
          "enumValues": [
            "BUSINESS",
            "EDUCATION",
            "ACHIEVEMENT"
          ],
          "nullable": false,
          "plural": false,
          "type": "ActivityCategory"
        },
        "activityFeed.edges.node.count": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "activityFeed.edges.node.id": (v1/*:: as any*/),
        "activityFeed.edges.node.kind": {
          "enumValues": [
            "JOB_POSTED",
            "APPLICATION_APPROVED",
            "TEST_COMPLETED"
          ],
          "nullable": false,
          "plural": false,
          "type": "ActivityKind"
        },
        "activityFeed.edges.node.link": (v3/*:: as any*/),
        "activityFeed.edges.node.live": (v4/*:: as any*/),
        "activityFeed.edges.node.occurredAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "activityFeed.edges.node.title": (v3/*:: as any*/),
        "activityFeed.edges.node.vip": (v4/*:: as any*/),
        "activityFeed.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "activityFeed.pageInfo.endCursor": (v3/*:: as any*/),
        "activityFeed.pageInfo.hasNextPage": (v4/*:: as any*/)
      }
    },
    "name": "ActivityFeedTestQuery",
    "operationKind": "query",
    "text": "query ActivityFeedTestQuery {\n  ...ActivityFeed_query\n}\n\nfragment ActivityFeedItem_item on ActivityItem {\n  category\n  kind\n  title\n  actor\n  count\n  link\n  vip\n  live\n  occurredAt\n}\n\nfragment ActivityFeed_query on Query {\n  activityFeed(first: 8) {\n    edges {\n      node {\n        id\n        ...ActivityFeedItem_item\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8aede49ea0cf052344a7732c5f9fb1a9";

export default node;
