/**
 * @generated SignedSource<<4d1b8472cb9853186f6ea0fb0d581b78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useActivityAddedSubscription$variables = {
  connections: ReadonlyArray<string>;
};
export type useActivityAddedSubscription$data = {
  readonly activityAdded: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ActivityFeedItem_item">;
  };
};
export type useActivityAddedSubscription = {
  response: useActivityAddedSubscription$data;
  variables: useActivityAddedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "connections"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useActivityAddedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ActivityItem",
        "kind": "LinkedField",
        "name": "activityAdded",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ActivityFeedItem_item"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useActivityAddedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ActivityItem",
        "kind": "LinkedField",
        "name": "activityAdded",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "filters": null,
        "handle": "prependNode",
        "key": "",
        "kind": "LinkedHandle",
        "name": "activityAdded",
        "handleArgs": [
          {
            "kind": "Variable",
            "name": "connections",
            "variableName": "connections"
          },
          {
            "kind": "Literal",
            "name": "edgeTypeName",
            "value": "QueryActivityFeedConnectionEdge"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "9ff77f5a7a9de366d22ac608ef814ef1",
    "id": null,
    "metadata": {},
    "name": "useActivityAddedSubscription",
    "operationKind": "subscription",
    "text": "subscription useActivityAddedSubscription {\n  activityAdded {\n    id\n    ...ActivityFeedItem_item\n  }\n}\n\nfragment ActivityFeedItem_item on ActivityItem {\n  category\n  kind\n  title\n  actor\n  count\n  link\n  vip\n  live\n  occurredAt\n}\n"
  }
};
})();

(node as any).hash = "474aa00ec3acac990d0656c2881fafa9";

export default node;
