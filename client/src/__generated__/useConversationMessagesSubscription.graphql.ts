/**
 * @generated SignedSource<<a0efefc072a86745685d0ac6b92fc6d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useConversationMessagesSubscription$variables = {
  connections: ReadonlyArray<string>;
  conversationId: string;
};
export type useConversationMessagesSubscription$data = {
  readonly conversationMessages: {
    readonly clientId: string | null | undefined;
    readonly conversation: {
      readonly id: string;
      readonly unreadCount: number;
    };
    readonly id: string;
    readonly isMine: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"MessageItem_message">;
  };
};
export type useConversationMessagesSubscription = {
  response: useConversationMessagesSubscription$data;
  variables: useConversationMessagesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "conversationId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "conversationId",
    "variableName": "conversationId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMine",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Conversation",
  "kind": "LinkedField",
  "name": "conversation",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useConversationMessagesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Message",
        "kind": "LinkedField",
        "name": "conversationMessages",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MessageItem_message"
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useConversationMessagesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Message",
        "kind": "LinkedField",
        "name": "conversationMessages",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sentAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "sender",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": null,
        "handle": "appendNode",
        "key": "",
        "kind": "LinkedHandle",
        "name": "conversationMessages",
        "handleArgs": [
          {
            "kind": "Variable",
            "name": "connections",
            "variableName": "connections"
          },
          {
            "kind": "Literal",
            "name": "edgeTypeName",
            "value": "ConversationMessagesConnectionEdge"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "03bbfa325980f48510d8dcf68c9c3020",
    "id": null,
    "metadata": {},
    "name": "useConversationMessagesSubscription",
    "operationKind": "subscription",
    "text": "subscription useConversationMessagesSubscription(\n  $conversationId: ID!\n) {\n  conversationMessages(conversationId: $conversationId) {\n    id\n    clientId\n    isMine\n    ...MessageItem_message\n    conversation {\n      id\n      unreadCount\n    }\n  }\n}\n\nfragment MessageItem_message on Message {\n  id\n  body\n  sentAt\n  editedAt\n  isMine\n  status\n  sender {\n    displayName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "0212aca99c2ef8ed037bdcff3ca0f34a";

export default node;
