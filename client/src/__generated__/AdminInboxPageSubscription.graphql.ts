/**
 * @generated SignedSource<<d3ea4f9bec8c65bcd3471c208ffa103d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminInboxPageSubscription$variables = {
  connections: ReadonlyArray<string>;
};
export type AdminInboxPageSubscription$data = {
  readonly inboxItemAdded: {
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"AdminInboxItem_item">;
  };
};
export type AdminInboxPageSubscription = {
  response: AdminInboxPageSubscription$data;
  variables: AdminInboxPageSubscription$variables;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminInboxPageSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "InboxItem",
        "kind": "LinkedField",
        "name": "inboxItemAdded",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminInboxItem_item"
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
    "name": "AdminInboxPageSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "InboxItem",
        "kind": "LinkedField",
        "name": "inboxItemAdded",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subject",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cooperationType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "failingPath",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "failingStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "trackingCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "courseSlug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "replyCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "assignee",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
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
        "name": "inboxItemAdded",
        "handleArgs": [
          {
            "kind": "Variable",
            "name": "connections",
            "variableName": "connections"
          },
          {
            "kind": "Literal",
            "name": "edgeTypeName",
            "value": "QueryAdminInboxConnectionEdge"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "d65dd42fcf9e606cb83aeb1c9685d01b",
    "id": null,
    "metadata": {},
    "name": "AdminInboxPageSubscription",
    "operationKind": "subscription",
    "text": "subscription AdminInboxPageSubscription {\n  inboxItemAdded {\n    id\n    name\n    ...AdminInboxItem_item\n  }\n}\n\nfragment AdminInboxItem_item on InboxItem {\n  id\n  kind\n  state\n  name\n  email\n  phone\n  subject\n  cooperationType\n  message\n  failingPath\n  failingStatus\n  trackingCode\n  courseSlug\n  replyCount\n  createdAt\n  assignee {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "08e1588f0b2a1fa6b4ec4df92aa08e5f";

export default node;
