/**
 * @generated SignedSource<<2020d8278e0094082c949494744f2311>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationViewTestQuery$variables = {
  id: string;
};
export type ConversationViewTestQuery$data = {
  readonly node: {
    readonly conversation: {
      readonly " $fragmentSpreads": FragmentRefs<"ConversationView_conversation">;
    } | null | undefined;
  } | null | undefined;
};
export type ConversationViewTestQuery = {
  response: ConversationViewTestQuery$data;
  variables: ConversationViewTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "last",
    "value": 30
  }
],
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConversationViewTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ConversationView_conversation"
                }
              ],
              "type": "Conversation",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "conversation"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConversationViewTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unreadCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "otherParticipants",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "concreteType": "ConversationMessagesConnection",
                "kind": "LinkedField",
                "name": "messages",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ConversationMessagesConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Message",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "clientId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isMine",
                            "storageKey": null
                          },
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
                          (v2/*:: as any*/)
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
                        "name": "hasPreviousPage",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "startCursor",
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
                "storageKey": "messages(last:30)"
              },
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "ConversationView_messages",
                "kind": "LinkedHandle",
                "name": "messages"
              }
            ],
            "type": "Conversation",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8b4a0adc78a052b93b39f282a7e72f88",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v5/*:: as any*/),
        "node.id": (v6/*:: as any*/),
        "node.messages": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ConversationMessagesConnection"
        },
        "node.messages.__id": (v6/*:: as any*/),
        "node.messages.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ConversationMessagesConnectionEdge"
        },
        "node.messages.edges.cursor": (v5/*:: as any*/),
        "node.messages.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Message"
        },
        "node.messages.edges.node.__typename": (v5/*:: as any*/),
        "node.messages.edges.node.body": (v5/*:: as any*/),
        "node.messages.edges.node.clientId": (v7/*:: as any*/),
        "node.messages.edges.node.editedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "node.messages.edges.node.id": (v6/*:: as any*/),
        "node.messages.edges.node.isMine": (v8/*:: as any*/),
        "node.messages.edges.node.sender": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "node.messages.edges.node.sender.displayName": (v5/*:: as any*/),
        "node.messages.edges.node.sender.id": (v6/*:: as any*/),
        "node.messages.edges.node.sentAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "node.messages.edges.node.status": {
          "enumValues": [
            "SENT",
            "READ"
          ],
          "nullable": false,
          "plural": false,
          "type": "MessageStatus"
        },
        "node.messages.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "node.messages.pageInfo.hasPreviousPage": (v8/*:: as any*/),
        "node.messages.pageInfo.startCursor": (v7/*:: as any*/),
        "node.otherParticipants": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "User"
        },
        "node.otherParticipants.id": (v6/*:: as any*/),
        "node.unreadCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "ConversationViewTestQuery",
    "operationKind": "query",
    "text": "query ConversationViewTestQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Conversation {\n      ...ConversationView_conversation\n    }\n    id\n  }\n}\n\nfragment ConversationView_conversation on Conversation {\n  id\n  unreadCount\n  otherParticipants {\n    id\n  }\n  messages(last: 30) {\n    edges {\n      node {\n        id\n        clientId\n        isMine\n        ...MessageItem_message\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n\nfragment MessageItem_message on Message {\n  id\n  body\n  sentAt\n  editedAt\n  isMine\n  status\n  sender {\n    displayName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "8b0614857eca29b2777330ce59322ade";

export default node;
