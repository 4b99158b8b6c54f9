/**
 * @generated SignedSource<<e3b9fabd89fcc8ff0e0f10080fc2a9b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useInboxUnreadSubscription$variables = Record<PropertyKey, never>;
export type useInboxUnreadSubscription$data = {
  readonly inboxChanged: {
    readonly id: string;
    readonly unreadCount: number;
  };
};
export type useInboxUnreadSubscription = {
  response: useInboxUnreadSubscription$data;
  variables: useInboxUnreadSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Inbox",
    "kind": "LinkedField",
    "name": "inboxChanged",
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
        "name": "unreadCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useInboxUnreadSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useInboxUnreadSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ed0cad3a024f69f0cac529c3ffe8878a",
    "id": null,
    "metadata": {},
    "name": "useInboxUnreadSubscription",
    "operationKind": "subscription",
    "text": "subscription useInboxUnreadSubscription {\n  inboxChanged {\n    id\n    unreadCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "1a511f9c1693dae1a1b607bd499fbc9b";

export default node;
