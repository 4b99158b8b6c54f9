/**
 * @generated SignedSource<<ce101ae753222d357758ea8a6cdf56e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type socketTestSubscription$variables = Record<PropertyKey, never>;
export type socketTestSubscription$data = {
  readonly inboxChanged: {
    readonly unreadCount: number;
  };
};
export type socketTestSubscription = {
  response: socketTestSubscription$data;
  variables: socketTestSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "socketTestSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Inbox",
        "kind": "LinkedField",
        "name": "inboxChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "socketTestSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Inbox",
        "kind": "LinkedField",
        "name": "inboxChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "86a675b27ba20e4bb380e921cfae1675",
    "id": null,
    "metadata": {},
    "name": "socketTestSubscription",
    "operationKind": "subscription",
    "text": "subscription socketTestSubscription {\n  inboxChanged {\n    unreadCount\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ed48b6bc97d7d7caf55a810d2257e538";

export default node;
